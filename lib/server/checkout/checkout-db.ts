import "server-only";
import { getDb, type Db } from "@/lib/db";
import { expireOverdueOrders } from "@/lib/server/orders/expire";

/**
 * The database for a checkout call, with overdue unpaid orders expired first so the stock they held counts again.
 * The one place checkout runs that expiry (the job scheduler and `npm run ops:expire` run it on their own).
 */
export async function checkoutDb(): Promise<Db> {
  const db = await getDb();
  await expireOverdueOrders(db);
  return db;
}
