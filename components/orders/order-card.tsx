import { formatIDR, formatOrderDate } from "@/lib/domain/format";
import type { Order } from "@/lib/domain/order-types";
import { fmt } from "@/lib/i18n/format";
import { canTrack, isPickup, orderTitle, shippingTypeLabel, statusLabel, storeName, type OrdersText } from "./order-view";
import styles from "./orders.module.css";

interface OrderCardProps {
  order: Order;
  t: OrdersText;
  onDetail: (order: Order) => void;
  onTracking: (order: Order) => void;
}

/** One order of My Orders: date, number, total, shipping type, status, outlet for pickups, notes, and the two actions. */
export function OrderCard({ order, t, onDetail, onTracking }: OrderCardProps) {
  const headingId = `order-${order.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.number}>
          {orderTitle(order, t)}
        </h2>
        <span className={styles.date}>{formatOrderDate(order.trx_date)}</span>
      </div>
      <p className={`${styles.line} ${styles.total}`}>{formatIDR(order.grand_total)}</p>
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
      </div>
    </li>
  );
}
