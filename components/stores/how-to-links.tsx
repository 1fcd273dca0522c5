import Link from "next/link";
import { StepIllustration } from "@/components/info/illustrations";
import styles from "./stores.module.css";

const LINKS = [
  { href: "/stores/online-delivery", title: "Online Delivery", subtitle: "from the nearest shop", art: "courier" },
  { href: "/stores/pickup-on-store", title: "Store Pickup", subtitle: "for quicker order", art: "store" },
] as const;

/** The two ways to buy, each leading to its how-to page. */
export function HowToLinks() {
  return (
    <ul className={styles.howTo}>
      {LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.howToLink}>
            <span className={styles.howToArt}>
              <StepIllustration name={link.art} />
            </span>
            <span>
              <strong className={styles.howToTitle}>{link.title}</strong>
              <span className={styles.howToSubtitle}>{link.subtitle}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
