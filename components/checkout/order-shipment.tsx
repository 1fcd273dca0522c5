"use client";

import { courierWordLabel, dateTimeOrDash, newestFirst } from "@/components/orders/order-view";
import ordersStyles from "@/components/orders/orders.module.css";
import { dashIfEmpty } from "@/lib/domain/display-text";
import type { OrderSummary } from "@/lib/domain/checkout/contract";
import { useLang, useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

/**
 * A shipped delivery on the order's page (the guest's way to follow the parcel, who has no My Orders): the waybill
 * and the courier's history newest first, as the tracking modal of My Orders lists it.
 */
export function OrderShipment({ summary }: { summary: OrderSummary }) {
  const checkout = useMessages("checkout");
  const t = checkout.response;
  const lang = useLang();
  if (!summary.no_resi) return null;
  const history = newestFirst(summary.order_tracking?.track_history ?? []);
  return (
    <section className={styles.panel} aria-labelledby="shipment-heading">
      <p>{fmt(t.waybill, { resi: summary.no_resi })}</p>
      <h2 id="shipment-heading" className={styles.heading}>
        {t.trackingHeading}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t.trackingNone}</p>
      ) : (
        <ol className={ordersStyles.history} aria-labelledby="shipment-heading">
          {history.map((entry, i) => (
            <li key={`${entry.date_time}-${i}`}>
              <div>
                <strong>{dateTimeOrDash(entry.date_time, lang)}</strong>{" "}
                {dashIfEmpty(courierWordLabel(entry.status, checkout.courierWords))}
              </div>
              <div>{dashIfEmpty(entry.city)}</div>
              {entry.receiver_name ? <div className={styles.muted}>{entry.receiver_name}</div> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
