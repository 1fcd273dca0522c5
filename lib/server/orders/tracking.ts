import "server-only";
import type { orders } from "@/lib/db/schema";
import type { OrderTracking } from "@/lib/domain/orders/contract";
import { getCourier, type CourierProvider } from "@/lib/server/courier";
import { waybillToTracking } from "@/lib/server/courier/waybill-tracking";
import { trackWithCache } from "./tracking-cache";

/** What the shop knows of one shipment, from the order and its shipments row. */
export interface ShipmentFacts {
  noResi: string | null;
  /** The chosen option's courier ("JNE") and the recipient's phone (JNE checks its last digits). */
  courier?: string | null;
  recipientPhone?: string | null;
  hubCity: string | null;
  destinationCity: string | null;
  receiverName: string | null;
  serviceCode: string | null;
  shippedAt: Date | null;
  /** When the order was placed. */
  placedAt?: Date | null;
}

/** An order's shipment as the courier is asked about it: the order, its hub's city and its shipment's row. */
export function shipmentFactsOf(r: {
  order: typeof orders.$inferSelect;
  hubCity: string | null;
  serviceCode: string | null;
  shippedAt: Date | null;
}): ShipmentFacts {
  return {
    noResi: r.order.noResi,
    courier: r.order.shippingCourier,
    recipientPhone: r.order.addressRecipientPhone,
    hubCity: r.hubCity,
    destinationCity: r.order.addressCity,
    receiverName: r.order.addressRecipientName,
    serviceCode: r.serviceCode ?? r.order.shippingServiceName,
    shippedAt: r.shippedAt,
    placedAt: r.order.createdAt,
  };
}

/**
 * The order_tracking of an order: null without a waybill; otherwise the courier's history mapped to last_status and
 * track_history. A courier failure gives an empty tracking rather than failing the orders list. Waybills are kept
 * for a minute (tracking-cache.ts).
 */
export async function trackShipment(
  facts: ShipmentFacts,
  courier: CourierProvider = getCourier(),
): Promise<OrderTracking | null> {
  if (!facts.noResi) return null;
  const result = await trackWithCache(courier, facts.noResi, {
    courier: facts.courier?.toLowerCase() || undefined,
    recipientPhone: facts.recipientPhone ?? undefined,
    originCity: facts.hubCity ?? undefined,
    destinationCity: facts.destinationCity ?? undefined,
    receiverName: facts.receiverName ?? undefined,
    serviceCode: facts.serviceCode ?? undefined,
    shippedAt: facts.shippedAt ?? undefined,
    placedAt: facts.placedAt ?? undefined,
  });
  if (!result.ok) return { last_status: null, track_history: [] };
  return waybillToTracking(result.data);
}
