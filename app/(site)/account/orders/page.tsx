import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { LABELS } from "@/lib/domain/messages";
import { requirePageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: LABELS.myOrders };

/** The orders list arrives with the orders issue; the page and its guard exist now. */
export default async function OrdersPage() {
  await requirePageSession("/account/orders");
  return <h1 className={styles.heading}>{LABELS.myOrders}</h1>;
}
