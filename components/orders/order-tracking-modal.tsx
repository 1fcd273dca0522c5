"use client";

import { Modal } from "@/components/ui/modal";
import { dashIfEmpty } from "@/lib/domain/display-text";
import type { Order } from "@/lib/domain/orders/contract";
import { useLang, useMessages } from "@/lib/i18n/client";
import { courierWordLabel, dateTimeOrDash, newestFirst, trackingTitle } from "./order-view";
import styles from "./orders.module.css";

/** The tracking modal (width 800): the last status, then the courier's history newest first. */
export function OrderTrackingModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const t = useMessages("orders");
  const words = useMessages("checkout").courierWords;
  const lang = useLang();
  const tracking = order?.order_tracking ?? null;
  const last = tracking?.last_status ?? null;
  const history = newestFirst(tracking?.track_history ?? []);
  return (
    <Modal open={order !== null} title={order ? trackingTitle(order, t) : ""} onClose={onClose} width={800}>
      <section className={styles.section} aria-labelledby="tracking-last">
        <h3 id="tracking-last">{t.tracking.lastStatus}</h3>
        <dl className={styles.facts}>
          <dt>{t.tracking.status}</dt>
          <dd>{dashIfEmpty(courierWordLabel(last?.status, words))}</dd>
          <dt>{t.tracking.date}</dt>
          <dd>{dateTimeOrDash(last?.date_time, lang)}</dd>
          <dt>{t.tracking.receiverName}</dt>
          <dd>{dashIfEmpty(last?.receiver_name)}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="tracking-history">
        <h3 id="tracking-history">{t.tracking.history}</h3>
        {history.length === 0 ? (
          <p className={styles.muted}>-</p>
        ) : (
          <ol className={styles.history} aria-label={t.tracking.history}>
            {history.map((entry, i) => (
              <li key={`${entry.date_time}-${i}`}>
                <div>
                  <strong>{dateTimeOrDash(entry.date_time, lang)}</strong> (
                  {dashIfEmpty(courierWordLabel(entry.status, words))})
                </div>
                <div>{dashIfEmpty(entry.city)}</div>
                <div className={styles.muted}>{dashIfEmpty(entry.receiver_name)}</div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Modal>
  );
}
