import { GET as userOrders } from "@/app/api/v1/user/orders/route";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { orderLinePrice } from "@/lib/domain/pricing";
import { shipOrder } from "@/lib/server/orders/operations";
import { eq } from "drizzle-orm";
import { product } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { newShopper, ON_SALE, pay, placeDelivery, placePickup } from "./orders-fixtures";

type Listed = Record<string, unknown> & {
  trx_ref: string;
  order_tracking: { last_status: Record<string, unknown>; track_history: Record<string, unknown>[] } | null;
};
const list = async (token?: string) => call(userOrders, "GET", "/api/v1/user/orders", { token });
const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe("GET user/orders", () => {
  it("asks a signed-out shopper to sign in again", async () => {
    const res = await list();
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe("Your session has been expired, please sign in again to shop.");
  });

  it("gives an empty list to a shopper without orders", async () => {
    const who = await newShopper();
    const res = await list(who.token);
    expect(res.status).toBe(200);
    expect(res.data.user_orders).toEqual([]);
  });

  it("lists only the shopper's own orders, newest first", async () => {
    const mine = await newShopper();
    const other = await newShopper();
    const first = await placePickup(mine);
    await placePickup(other);
    const second = await placeDelivery(mine);
    const db = await getDb();
    // Same-millisecond orders would tie; make the order of creation explicit.
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first.id));
    const res = await list(mine.token);
    expect((res.data.user_orders as Listed[]).map((o) => o.trx_ref)).toEqual([second.trxRef, first.trxRef]);
    const theirs = await list(other.token);
    expect((theirs.data.user_orders as Listed[]).map((o) => o.trx_ref)).not.toContain(first.trxRef);
    expect(theirs.data.user_orders).toHaveLength(1);
  });

  it("answers every field of a paid delivery in the spec's shapes and formats", async () => {
    const who = await newShopper();
    const placed = await placeDelivery(who, ON_SALE, 2);
    await pay(placed, "OVO");
    const [order] = (await list(who.token)).data.user_orders as Listed[];
    const p = await product(ON_SALE);
    const price = orderLinePrice(p.netPrice, p.directDiscPercent, p.directDiscNominal);
    expect(order).toMatchObject({
      id: placed.id,
      trx_ref: placed.trxRef,
      trx_status: "PAID",
      grand_total: placed.grandTotal,
      shipping_type: "ONLINE_DELIVERY",
      shipping_courier: "JNE",
      shipping_service_name: "REG",
      shipping_cost: placed.shippingCost,
      shipping_notes: null,
      notes: null,
      no_resi: null,
      pickup_code: null,
      showroom: { showroom_name: "Paris Van Java Bandung" },
      user: { name: "Sari Dewi" },
      address_recipient_name: "Sari Dewi",
      address_recipient_phone: "081234567890",
      address_label: "Rumah",
      address_street: "Jl. Sukajadi No. 1",
      payment_state: "paid",
      payment_status_desc: "Payment Success",
      payment_channel: "OVO",
      // 10:11:12 WIB as the provider sent it.
      payment_date: "2026-01-02 10:11:12",
      order_tracking: null,
    });
    expect(order!.trx_date).toMatch(WIRE_DATE);
    expect(order!.payment_duedate).toMatch(WIRE_DATE);
    for (const key of ["address_subdistrict", "address_city", "address_province"])
      expect(typeof order![key]).toBe("string");
    expect(order!.sales_trx_details).toEqual([
      {
        product_name: p.productName,
        size_code: expect.any(String),
        qty: 2,
        retail_price: p.retailPrice,
        net_price: p.netPrice,
        disc_percent: p.directDiscPercent,
        disc_nominal: p.directDiscNominal,
        subtotal: 2 * price,
        product_detail: { id: p.id, product_images: [{ image_url: expect.stringMatching(/^\/media\//) }] },
      },
    ]);
  });

  it("writes the order date in Jakarta time", async () => {
    const who = await newShopper();
    const placed = await placePickup(who);
    const db = await getDb();
    await db
      .update(orders)
      .set({ createdAt: new Date("2026-03-04T20:30:05Z") })
      .where(eq(orders.id, placed.id));
    const [order] = (await list(who.token)).data.user_orders as Listed[];
    expect(order!.trx_date).toBe("2026-03-05 03:30:05");
    expect(order!.payment_date).toBeNull();
    expect(order!.showroom).toEqual({ showroom_name: expect.any(String) });
  });

  it("gives tracking only to an order with a waybill, newest entry first, from the hub's city to the destination", async () => {
    const who = await newShopper();
    const shipped = await pay(await placeDelivery(who));
    await pay(await placeDelivery(who));
    expect((await shipOrder(shipped.trxRef, "JNE0099887766")).ok).toBe(true);
    const listed = (await list(who.token)).data.user_orders as Listed[];
    const withResi = listed.find((o) => o.trx_ref === shipped.trxRef)!;
    const without = listed.find((o) => o.trx_ref !== shipped.trxRef)!;
    expect(without.order_tracking).toBeNull();
    expect(withResi.no_resi).toBe("JNE0099887766");
    const tracking = withResi.order_tracking!;
    expect(tracking.track_history.length).toBeGreaterThanOrEqual(2);
    const times = tracking.track_history.map((e) => e.date_time as string);
    expect([...times].sort().reverse()).toEqual(times);
    for (const t of times) expect(t).toMatch(WIRE_DATE);
    expect(tracking.track_history.at(-1)).toMatchObject({
      status: "SHIPMENT RECEIVED BY JNE COUNTER OFFICER",
      city: expect.stringContaining("BANDUNG"),
      receiver_name: "Sari Dewi",
    });
    expect(tracking.last_status).toMatchObject({
      status: "ON PROCESS",
      date_time: times[0],
      receiver_name: "Sari Dewi",
    });
    // The same waybill gives the same history on the next read.
    const again = ((await list(who.token)).data.user_orders as Listed[]).find((o) => o.trx_ref === shipped.trxRef)!;
    expect(again.order_tracking).toEqual(tracking);
  });
});
