"use client";

import Link from "@/components/ui/local-link";
import type { OrderSummary } from "@/lib/domain/checkout/contract";
import { POLICY } from "@/lib/domain/content/policy";
import { formatApiDate } from "@/lib/domain/locale-format";
import { useLang, useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

/** The order's own page for a guest, from any device: its view token shows the order and pays nothing. */
export function guestOrderHref(trxRef: string, viewToken: string): string {
  return `/payment/response?${new URLSearchParams({ trx_ref: trxRef, pay_token: viewToken }).toString()}`;
}

/**
 * What happens next, under the order's state: the courier and its estimate, or when the pickup can be collected; for a
 * guest, the link that follows this order from any device and an account offered with the order's email.
 */
export function OrderNextSteps({ summary, signedIn }: { summary: OrderSummary; signedIn: boolean }) {
  const t = useMessages("checkout").response.next;
  const lang = useLang();
  const store = summary.showroom_name ?? "-";
  const readyAt = summary.pickup_ready_at;
  // English shows WIB times as the API writes them, to the minute; the other languages name the month their way.
  const when = readyAt ? (lang === "en" ? readyAt.slice(0, 16) : formatApiDate(readyAt, lang, "dateTime")) : null;
  const guest = signedIn ? null : summary.guest;
  return (
    <section className={styles.panel} aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <ul className={styles.nextSteps}>
        {summary.shipping ? (
          <>
            <li>{fmt(t.courier, { courier: summary.shipping.courier, service: summary.shipping.service })}</li>
            {summary.shipping.etd ? <li>{fmt(t.estimate, { etd: summary.shipping.etd })}</li> : null}
          </>
        ) : null}
        {summary.shipping_type === "PICKUP_ON_STORE" ? (
          <li>
            {when
              ? fmt(t.pickupFrom, { store, time: when, hours: POLICY.storeHours })
              : fmt(t.pickupAfterPayment, { store, hours: POLICY.pickupReadyHours })}
          </li>
        ) : null}
        {guest?.view_token ? (
          <li>
            <Link href={guestOrderHref(summary.trx_ref, guest.view_token)}>{t.follow}</Link>
            <span className={styles.muted}> {t.followHint}</span>
          </li>
        ) : null}
      </ul>
      {guest ? (
        <div className={styles.accountOffer}>
          <p>{fmt(t.accountOffer, { email: guest.email })}</p>
          <Link href={`/sign-up?${new URLSearchParams({ email: guest.email }).toString()}`} className={styles.button}>
            {t.createAccount}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
