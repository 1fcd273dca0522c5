import Link from "@/components/ui/local-link";
import type { HowToStep } from "@/lib/domain/content/how-to";
import styles from "./info-page.module.css";
import { HowToSteps } from "./how-to-steps";
import local from "./how-to-page.module.css";
import { PageMain } from "@/components/layout/page-main";

interface Props {
  title: string;
  lead: string;
  steps: readonly HowToStep[];
  other: { href: string; label: string };
  /** The links' texts: the navigation's name, 'Shop Now' and 'Stores'. */
  m: { related: string; shopNow: string; stores: string };
}

/** A how-to page: title, the steps, and the ways on (shop now, the other way to buy, the store list). */
export function HowToPage({ title, lead, steps, other, m }: Props) {
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <HowToSteps steps={steps} />
      <nav aria-label={m.related} className={local.actions}>
        <Link href="/products" className={local.primary}>
          {m.shopNow}
        </Link>
        <Link href={other.href}>{other.label}</Link>
        <Link href="/stores">{m.stores}</Link>
      </nav>
    </PageMain>
  );
}
