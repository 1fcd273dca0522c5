import "server-only";
import type { orders } from "@/lib/db/schema";
import type { PaymentOrder } from "@/lib/server/payment/providers/types";
import type { CheckoutLine } from "@/lib/server/orders/draft";

/** The provider's view of a placed order: bill amounts, customer and items. */
/** The line fields the bill lists: a checkout line, or an order line read back for 'Pay Now'. */
export type BilledLine = Pick<CheckoutLine, "productName" | "sizeCode" | "qty" | "linePrice">;

export function paymentOrderOf(
  order: typeof orders.$inferSelect,
  lines: BilledLine[],
  customer: { name: string; email: string },
): PaymentOrder {
  return {
    trxRef: order.trxRef,
    grandTotal: order.grandTotal,
    shippingCost: order.shippingCost,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    customer: {
      number: order.userId != null ? `U${order.userId}` : `G${order.id}`,
      name: customer.name,
      phone: order.addressRecipientPhone ?? "",
      email: customer.email,
    },
    address: order.addressStreet
      ? {
          street: order.addressStreet,
          city: order.addressCity ?? "",
          province: order.addressProvince ?? "",
          zip: order.addressZip ?? "",
        }
      : null,
    lines: lines.map((l) => ({ name: `${l.productName} (${l.sizeCode})`, qty: l.qty, price: l.linePrice })),
  };
}
