import { formatIDR, formatOrderDate, orderNumber } from "@/lib/domain/format";
import { LABELS } from "@/lib/domain/messages";
import type { Order } from "@/lib/domain/order-types";
import { canTrack, isPickup, storeName } from "./order-view";
import styles from "./orders.module.css";

interface OrderCardProps {
  order: Order;
  onDetail: (order: Order) => void;
  onTracking: (order: Order) => void;
}

/** One order of My Orders: date, number, total, shipping type, status, outlet for pickups, notes, and the two actions. */
export function OrderCard({ order, onDetail, onTracking }: OrderCardProps) {
  const headingId = `order-${order.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.number}>
          ORDER #{orderNumber(order.trx_ref)}
        </h2>
        <span className={styles.date}>{formatOrderDate(order.trx_date)}</span>
      </div>
      <p className={`${styles.line} ${styles.total}`}>{formatIDR(order.grand_total)}</p>
      <p className={styles.line}>Shipping: {order.shipping_type}</p>
      <p className={styles.line}>Status: {order.trx_status}</p>
      {isPickup(order) ? <p className={styles.line}>Outlet: {storeName(order)}</p> : null}
      {order.notes?.trim() ? <p className={styles.notes}>{order.notes}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={() => onDetail(order)}>
          {LABELS.orderDetail}
        </button>
        {canTrack(order) ? (
          <button type="button" className="btn" onClick={() => onTracking(order)}>
            {LABELS.orderTracking}
          </button>
        ) : null}
      </div>
    </li>
  );
}
