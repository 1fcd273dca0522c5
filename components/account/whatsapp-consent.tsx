import { formatApiDate } from "@/lib/domain/locale-format";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import { fmt } from "@/lib/i18n/format";
import styles from "./account.module.css";

/**
 * The account page's WhatsApp section: the numbers order updates go to, and a plain form (a server action, no script
 * needed) that stops them.
 */
export function WhatsAppConsent({
  lang,
  t,
  consents,
  stopped,
  action,
}: {
  lang: Locale;
  t: Catalogue["messaging"];
  consents: { phone: string; grantedAt: Date }[];
  stopped: boolean;
  action: (form: FormData) => Promise<void>;
}) {
  return (
    <section className={styles.section} aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title">{t.accountTitle}</h2>
      {stopped && <p role="status">{t.withdrawn}</p>}
      {consents.length === 0 ? (
        <p>{t.accountNone}</p>
      ) : (
        <form action={action}>
          <ul>
            {consents.map((c) => (
              <li key={`${c.phone}-${c.grantedAt.toISOString()}`}>
                {fmt(t.accountActive, {
                  phone: c.phone,
                  date: formatApiDate(c.grantedAt.toISOString(), lang, "date"),
                })}
              </li>
            ))}
          </ul>
          <input type="hidden" name="lang" value={lang} />
          <button type="submit">{t.withdraw}</button>
        </form>
      )}
    </section>
  );
}
