import { PayNowButton } from "@/components/checkout/pay-now-button";
import { formatApiDate, formatMoney } from "@/lib/domain/locale-format";
import type { Order } from "@/lib/domain/orders/contract";
import { useLang } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import {
  canPayNow,
  canTrack,
  isPickup,
  orderTitle,
  shippingTypeLabel,
  statusLabel,
  storeName,
  type OrdersText,
} from "./order-view";
import styles from "./orders.module.css";

interface OrderCardProps {
  order: Order;
  t: OrdersText;
  /** The time the list was read (ms), for 'Pay Now' before the due date. */
  now: number;
  onDetail: (order: Order) => void;
  onTracking: (order: Order) => void;
}

/** One order of My Orders: date, number, total, shipping type, status, outlet for pickups, notes, and its actions ('Pay Now' while payable). */
export function OrderCard({ order, t, now, onDetail, onTracking }: OrderCardProps) {
  const lang = useLang();
  const headingId = `order-${order.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.number}>
          {orderTitle(order, t)}
        </h2>
        <span className={styles.date}>{formatApiDate(order.trx_date, lang)}</span>
      </div>
      <p className={`${styles.line} ${styles.total}`}>{formatMoney(order.grand_total, lang)}</p>
      <p className={styles.line}>{fmt(t.card.shipping, { type: shippingTypeLabel(order.shipping_type, t) })}</p>
      <p className={styles.line}>{fmt(t.card.status, { status: statusLabel(order.trx_status, t) })}</p>
      {isPickup(order) ? <p className={styles.line}>{fmt(t.card.outlet, { store: storeName(order) })}</p> : null}
      {order.notes?.trim() ? <p className={styles.notes}>{order.notes}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={() => onDetail(order)}>
          {t.card.detail}
        </button>
        {canTrack(order) ? (
          <button type="button" className="btn" onClick={() => onTracking(order)}>
            {t.card.tracking}
          </button>
        ) : null}
        {canPayNow(order, now) ? <PayNowButton trxRef={order.trx_ref} /> : null}
      </div>
    </li>
  );
}
