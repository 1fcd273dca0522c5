import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { shareLinks, type ShareTarget } from "./share-links";
import styles from "./product-detail.module.css";

/** Share buttons (plain links: they work without JavaScript). */
export function ShareButtons({ target, t }: { target: ShareTarget; t: Catalogue["product"]["share"] }) {
  return (
    <div className={styles.share}>
      <span>{t.label}</span>
      <ul>
        {shareLinks(target).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target={link.network === "email" ? undefined : "_blank"}
              rel="noopener noreferrer"
              aria-label={fmt(t[link.network], { shop: target.shopName })}
            >
              {link.network}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
