/**
 * Receipt time on orders (issue 49, point 1): the jobs complete a shipped delivery when the courier's tracking says
 * delivered, with the courier's delivery time; a pickup is received when staff mark it collected.
 */
import { getDb } from "@/lib/db";
import { wibToDate } from "@/lib/domain/wib";
import type { CourierProvider, Waybill } from "@/lib/server/courier";
import { completeDeliveredOrders } from "@/lib/server/orders/delivered";
import { listUserOrders } from "@/lib/server/orders/list";
import { completeOrder, markReadyForPickup, shipOrder } from "@/lib/server/orders/operations";
import { newShopper, orderOf, pay, placeDelivery, placePickup } from "./orders-fixtures";

/** A courier that has delivered the named waybills (at 2026-03-02 10:15 WIB) and is still carrying the rest. */
function courierThatDelivered(delivered: Set<string>): CourierProvider {
  const waybill = (resi: string): Waybill => {
    const done = delivered.has(resi);
    return {
      summary: {
        courier_code: "jne",
        waybill_number: resi,
        service_code: "REG",
        waybill_date: "2026-03-01",
        receiver_name: "SITI",
        status: done ? "DELIVERED" : "ON PROCESS",
      },
      delivery_status: {
        status: done ? "DELIVERED" : "ON PROCESS",
        pod_receiver: done ? "SITI" : "",
        pod_date: done ? "2026-03-02" : "",
        pod_time: done ? "10:15" : "",
      },
      manifest: [
        {
          manifest_description: "PROCESSED AT SORTING CENTER",
          manifest_date: "2026-03-01",
          manifest_time: "08:00",
          city_name: "BANDUNG",
        },
      ],
    };
  };
  return {
    name: `test-delivered-${Math.random()}`,
    findDestinations: async () => ({ ok: true, data: [] }),
    cost: async () => ({ ok: true, data: [] }),
    track: async (resi) => ({ ok: true, data: waybill(resi) }),
  };
}

describe("received_at", () => {
  it("the jobs complete a delivered shipment with the courier's delivery time, and leave one in transit", async () => {
    const who = await newShopper();
    const delivered = await pay(await placeDelivery(who));
    const carried = await pay(await placeDelivery(who));
    expect((await shipOrder(delivered.trxRef, "JNEDONE0001")).ok).toBe(true);
    expect((await shipOrder(carried.trxRef, "JNEWAY0001")).ok).toBe(true);

    const now = new Date("2026-03-03T00:00:00Z");
    const count = await completeDeliveredOrders(await getDb(), now, courierThatDelivered(new Set(["JNEDONE0001"])));
    expect(count).toBeGreaterThanOrEqual(1);
    const done = await orderOf(delivered.trxRef);
    expect(done.trxStatus).toBe("COMPLETED");
    expect(done.receivedAt?.toISOString()).toBe(wibToDate("2026-03-02 10:15:00")!.toISOString());
    expect((await orderOf(carried.trxRef)).trxStatus).toBe("SHIPPED");

    // The order detail shows it, in WIB.
    const mine = await listUserOrders(who.userId, courierThatDelivered(new Set()));
    expect(mine.user_orders.find((o) => o.trx_ref === delivered.trxRef)?.received_at).toBe("2026-03-02 10:15:00");
    expect(mine.user_orders.find((o) => o.trx_ref === carried.trxRef)?.received_at).toBeNull();
  });

  it("a pickup is received when staff mark it collected", async () => {
    const order = await pay(await placePickup(await newShopper()));
    expect((await markReadyForPickup(order.trxRef)).ok).toBe(true);
    expect((await orderOf(order.trxRef)).receivedAt).toBeNull();
    const before = Date.now();
    expect((await completeOrder(order.trxRef)).ok).toBe(true);
    const row = await orderOf(order.trxRef);
    expect(row.trxStatus).toBe("COMPLETED");
    expect(row.receivedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
