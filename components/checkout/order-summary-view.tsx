"use client";

import type { OrderSummary } from "@/lib/domain/checkout/contract";
import { formatApiDate } from "@/lib/domain/locale-format";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

/** One placed order as the return page shows it: its items as stacked lines (they fit a phone), totals, and where it goes. */
export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  const t = useMessages("checkout").response;
  const received = useMessages("returns").receivedAt;
  const lang = useLang();
  const money = useMoney();
  const a = summary.address;
  return (
    <section className={styles.panel} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        {t.summaryHeading}
      </h2>
      <ul className={styles.lines}>
        {summary.lines.map((line, i) => (
          <li key={i} className={styles.line}>
            <span className={styles.lineName}>{line.product_name}</span>
            <span className={styles.muted}>
              {fmt(t.itemLine, { size: line.size_code, qty: line.qty, price: money(line.subtotal / line.qty) })}
            </span>
            <span className={styles.lineTotal}>{money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {summary.shipping_type === "ONLINE_DELIVERY" ? (
          <>
            <dt>{t.shippingCost}</dt>
            <dd>{money(summary.shipping_cost)}</dd>
          </>
        ) : null}
        {summary.discount > 0 ? (
          <>
            <dt>{t.discount}</dt>
            <dd>-{money(summary.discount)}</dd>
          </>
        ) : null}
        {summary.received_at ? (
          <>
            <dt>{received}</dt>
            <dd>{formatApiDate(summary.received_at, lang, "dateTime")}</dd>
          </>
        ) : null}
        <dt className={styles.grand}>{t.grandTotal}</dt>
        <dd className={styles.grand} data-testid="order-total">
          {money(summary.grand_total)}
        </dd>
      </dl>
      {summary.showroom_name ? <p>{fmt(t.pickupAt, { store: summary.showroom_name })}</p> : null}
      {a ? (
        <address className={styles.address}>
          <strong>{t.deliverTo}</strong>
          <br />
          {a.recipient_name}
          <br />
          {[a.street, a.subdistrict, a.city, a.province, a.zip].filter(Boolean).join(", ")}
        </address>
      ) : null}
    </section>
  );
}
