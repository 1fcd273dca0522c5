import Link from "@/components/ui/local-link";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import type { SiteChrome } from "@/lib/domain/site-chrome";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { BackToTop } from "./back-to-top";
import { CurrencySelect } from "./currency-select";
import { LanguageList } from "./language-list";
import { LanguageOffer } from "./language-offer";
import styles from "./site-footer.module.css";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The common footer: shop links, customer service (channels and hours) from the home settings, languages and
 * currency.
 */
export function SiteFooter({ chrome, m }: { chrome: SiteChrome; lang: Locale; m: Catalogue["common"] }) {
  const s = chrome.settings;
  const f = m.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{f.shop}</h2>
          <ul>
            {chrome.categories.map((c) => (
              <li key={c.id}>
                <Link href={listingHref({ category_id: c.id })}>{c.name}</Link>
              </li>
            ))}
            <li>
              <Link href="/products?sale=1">{f.sale}</Link>
            </li>
            <li>
              <Link href="/stores">{f.stores}</Link>
            </li>
            <li>
              <Link href="/hashtag">{f.hashtag}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{f.help}</h2>
          <ul>
            <li>
              <Link href="/faq">{f.faq}</Link>
            </li>
            <li>
              <Link href="/tnc">{f.terms}</Link>
            </li>
            <li>
              <Link href="/stores/online-delivery">{f.onlineDelivery}</Link>
            </li>
            <li>
              <Link href="/stores/pickup-on-store">{f.storePickup}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">{f.customerService}</h2>
          <ul>
            {s.whatsapp_url ? (
              <li>
                <a href={s.whatsapp_url} target="_blank" rel="noopener noreferrer">
                  {f.whatsapp}
                </a>
              </li>
            ) : null}
            {s.support_email ? (
              <li>
                <a href={`mailto:${s.support_email}`}>{s.support_email}</a>
              </li>
            ) : null}
            {s.support_phone ? (
              <li>
                <a href={telHref(s.support_phone)}>{s.support_phone}</a>
              </li>
            ) : null}
            {s.chat_url ? (
              <li>
                <a href={s.chat_url} target="_blank" rel="noopener noreferrer">
                  {f.chat}
                </a>
              </li>
            ) : null}
            {s.contact_email ? (
              <li>
                <a href={`mailto:${s.contact_email}`}>{fmt(f.contact, { email: s.contact_email })}</a>
              </li>
            ) : null}
          </ul>
          <p className={styles.hours}>{chrome.shop.service_hours ?? f.serviceHours}</p>
        </section>
        <section aria-labelledby="footer-locale">
          <h2 id="footer-locale">{f.language}</h2>
          <LanguageList className={styles.languages} />
          <label htmlFor="footer-currency" className={styles.currencyLabel}>
            {f.currency}
          </label>
          <CurrencySelect id="footer-currency" />
        </section>
      </div>
      <p className={styles.copy}>{fmt(f.copyright, { year: chrome.year, shop: chrome.shop.name })}</p>
      <BackToTop />
      <LanguageOffer />
    </footer>
  );
}
