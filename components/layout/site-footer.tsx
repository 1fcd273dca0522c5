import Link from "next/link";
import type { SiteChrome } from "@/lib/domain/site-chrome";
import { BackToTop } from "./back-to-top";
import { CurrencySelect } from "./currency-select";
import styles from "./site-footer.module.css";

const LANGUAGES = ["English", "French"] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The common footer: shop links, customer service from the home settings, languages and currency. */
export function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const s = chrome.settings;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {chrome.categories.map((c) => (
              <li key={c.id}><Link href={`/products?category_id=${c.id}`}>{c.name}</Link></li>
            ))}
            <li><Link href="/products?sale=1">Sale</Link></li>
            <li><Link href="/stores">Stores</Link></li>
            <li><Link href="/hashtag">#hashtag</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li><Link href="/faq">FAQ</Link></li>
            <li><Link href="/tnc">Terms &amp; Conditions</Link></li>
            <li><Link href="/stores/online-delivery">Online Delivery</Link></li>
            <li><Link href="/stores/pickup-on-store">Store Pickup</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Customer Service</h2>
          <ul>
            {s.whatsapp_url ? <li><a href={s.whatsapp_url} target="_blank" rel="noopener noreferrer">WhatsApp</a></li> : null}
            {s.support_email ? <li><a href={`mailto:${s.support_email}`}>{s.support_email}</a></li> : null}
            {s.support_phone ? <li><a href={telHref(s.support_phone)}>{s.support_phone}</a></li> : null}
            {s.chat_url ? <li><a href={s.chat_url} target="_blank" rel="noopener noreferrer">Chat with us</a></li> : null}
            {s.contact_email ? <li><a href={`mailto:${s.contact_email}`}>Contact: {s.contact_email}</a></li> : null}
          </ul>
          <p className={styles.hours}>Monday to Friday 09:00-16:00 WIB</p>
        </section>
        <section aria-labelledby="footer-locale">
          <h2 id="footer-locale">Language</h2>
          <ul aria-label="Languages">
            {LANGUAGES.map((language) => <li key={language}>{language}</li>)}
          </ul>
          <label htmlFor="footer-currency" className={styles.currencyLabel}>Currency</label>
          <CurrencySelect id="footer-currency" />
        </section>
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} Storefront. All prices in IDR.</p>
      <BackToTop />
    </footer>
  );
}
