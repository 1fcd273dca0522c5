import Link from "@/components/ui/local-link";
import { StepIllustration } from "@/components/info/illustrations";
import styles from "./showrooms.module.css";

interface LinkText {
  title: string;
  subtitle: string;
}

/** The two ways to buy, each leading to its how-to page. */
export function HowToLinks({ m }: { m: { onlineDelivery: LinkText; storePickup: LinkText } }) {
  const links = [
    { href: "/stores/online-delivery", text: m.onlineDelivery, art: "courier" },
    { href: "/stores/pickup-on-store", text: m.storePickup, art: "store" },
  ] as const;
  return (
    <ul className={styles.howTo}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.howToLink}>
            <span className={styles.howToArt}>
              <StepIllustration name={link.art} />
            </span>
            <span>
              <strong className={styles.howToTitle}>{link.text.title}</strong>
              <span className={styles.howToSubtitle}>{link.text.subtitle}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
