"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useUserOrders } from "@/lib/api/orders";
import type { Order } from "@/lib/domain/orders/contract";
import { useMessages } from "@/lib/i18n/client";
import { OrderCard } from "./order-card";
import styles from "./orders.module.css";

// The detail and tracking modals load when a shopper first opens one, not with the list; once loaded they stay
// mounted, so closing one returns focus to its button as every modal does.
const OrderDetailModal = dynamic(() => import("./order-detail-modal").then((m) => m.OrderDetailModal), { ssr: false });
const OrderTrackingModal = dynamic(() => import("./order-tracking-modal").then((m) => m.OrderTrackingModal), {
  ssr: false,
});

/** My Orders: the shopper's orders from GET user/orders, with the detail and tracking modals per selected order. */
export function OrdersList() {
  const t = useMessages("orders");
  const { data, readAt, loading } = useUserOrders();
  const [detail, setDetail] = useState<Order | null>(null);
  const [tracking, setTracking] = useState<Order | null>(null);
  const [used, setUsed] = useState({ detail: false, tracking: false });
  const showDetail = (order: Order) => {
    setUsed((was) => (was.detail ? was : { ...was, detail: true }));
    setDetail(order);
  };
  const showTracking = (order: Order) => {
    setUsed((was) => (was.tracking ? was : { ...was, tracking: true }));
    setTracking(order);
  };

  if (loading) {
    return (
      <div className={styles.loading}>
        <Spinner label={t.loadingShort} />
        <p>{t.loading}</p>
      </div>
    );
  }
  if (!data) return null;
  if (data.user_orders.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t.title}>
        {data.user_orders.map((order) => (
          <OrderCard key={order.id} order={order} t={t} now={readAt} onDetail={showDetail} onTracking={showTracking} />
        ))}
      </ul>
      {used.detail ? <OrderDetailModal order={detail} onClose={() => setDetail(null)} /> : null}
      {used.tracking ? <OrderTrackingModal order={tracking} onClose={() => setTracking(null)} /> : null}
    </>
  );
}
