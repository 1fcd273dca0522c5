import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { OrdersList } from "@/components/orders/orders-list";
import { LABELS } from "@/lib/domain/messages";
import { requirePageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: LABELS.myOrders };

/** /account/orders: the session is checked here on the server; the list is a client island reading GET user/orders. */
export default async function OrdersPage() {
  await requirePageSession("/account/orders");
  return (
    <>
      <h1 className={styles.heading}>{LABELS.myOrders}</h1>
      <OrdersList />
    </>
  );
}
