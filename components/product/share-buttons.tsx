import { shareLinks, type ShareTarget } from "./share-links";
import styles from "./product-detail.module.css";

/** Share buttons (plain links: they work without JavaScript). */
export function ShareButtons({ target }: { target: ShareTarget }) {
  return (
    <div className={styles.share}>
      <span>Share:</span>
      <ul>
        {shareLinks(target).map((link) => (
          <li key={link.network}>
            <a href={link.href} target={link.network === "email" ? undefined : "_blank"} rel="noopener noreferrer" aria-label={link.label}>
              {link.network}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
