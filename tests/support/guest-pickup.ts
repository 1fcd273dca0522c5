/** A guest's store-pickup order placed through the real `checkout-trx` route, and its row as stored. */
import { eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { firstSize, guestCart } from "./checkout-fixtures";
import { call } from "./http";

/** One unit of the product's first size, picked up at showroom 2; the guest's email starts with `emailPrefix`. */
export async function placeGuestPickup(emailPrefix: string, productId = 19): Promise<typeof orders.$inferSelect> {
  const device = await guestCart([{ productId, sizeCode: await firstSize(productId) }]);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      local_device_id: device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
      guest_email: `${emailPrefix}-${device}@example.com`,
      address_recipient_phone: "081234567890",
    },
  });
  if (res.status !== 200) throw new Error(`checkout-trx answered ${res.status}: ${JSON.stringify(res.error)}`);
  const [order] = await (
    await getDb()
  )
    .select()
    .from(orders)
    .where(eq(orders.trxRef, res.data.trx_ref as string));
  if (!order) throw new Error(`order ${String(res.data.trx_ref)} not found`);
  return order;
}
