import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { MailLang } from "@/lib/db/schema/mail-lang";
import { cartItems, orderLines, orders, payments, stock } from "@/lib/db/schema";
import { resolveMessage } from "@/lib/domain/api/codes";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import type { ShippingType } from "@/lib/domain/constants";
import type { ShippingOption } from "@/lib/server/courier";
import type { PromoCode } from "@/lib/server/promos/codes";
import { checkShopperPromoLimits, claimPromoUse } from "./promo-usage";
import { fail, ok, type Result } from "../result";
import type { CheckoutLine, DeliveryAddress, Quote } from "./draft";
import {
  checkAddressShare,
  checkPendingLimits,
  holdLimits,
  lockHolder,
  OrderRefused,
  type Holder,
} from "./hold-limits";
import { queueOrderConfirmation } from "./order-mail";
import { queueOrderMessage } from "./order-messages";
import { grantConsent } from "@/lib/server/messaging/consent";
import { newPayToken, payLinkUrl } from "./pay-link";
import { ORDER_STATUS, recordStatus } from "./status-history";
import { byStockRow } from "./stock-order";
import { newTrxRef, ORDER_HOLD_MS } from "./trx-ref";

export interface OrderDraft {
  userId: number | null;
  deviceId: string | null;
  guestEmail: string | null;
  shippingType: ShippingType;
  showroomId: number;
  lines: CheckoutLine[];
  address: DeliveryAddress | null;
  /** A pickup's contact phone (kept as the order's recipient phone; a delivery's is its address's). */
  contactPhone?: string | null;
  shipping: ShippingOption | null;
  shippingNotes: string;
  promo: PromoCode | null;
  /** Who places it, for the hold limits and the promo's limits. */
  holder: Holder;
  quote: Quote;
  provider: string;
  /** The language of the order's mails (the shopper's interface language at checkout). */
  lang: MailLang;
  /** The number (E.164) the shopper opted in with for WhatsApp updates; the consent is recorded with the order. */
  whatsappPhone?: string | null;
}

class SoldOut extends Error {
  constructor(readonly line: CheckoutLine) {
    super("sold out");
  }
}

export type PlacedOrder = typeof orders.$inferSelect;

/**
 * Reserves the stock and writes the order in one transaction: each line's units come off the showroom's stock
 * only if enough remain (a conditional update), so two shoppers racing for the last unit cannot both get it.
 * First the holder's checkouts are serialized and their unpaid orders counted (hold limits), with the units its
 * client address holds unpaid of each size at the store (checkAddressShare), and the promo's limits checked; its
 * total use is taken after the stock, like the stock.
 */
export async function placeOrder(db: Db, draft: OrderDraft, now = new Date()): Promise<Result<PlacedOrder>> {
  try {
    const order = await db.transaction(async (tx) => {
      await lockHolder(tx, draft.holder);
      const limits = holdLimits();
      await checkPendingLimits(tx, draft.holder, limits);
      await checkAddressShare(tx, draft.holder, draft.showroomId, draft.lines, limits);
      if (draft.promo) await checkShopperPromoLimits(tx, draft.promo, draft.holder);
      // A fixed row order keeps concurrent reservations from deadlocking on PostgreSQL.
      for (const line of [...draft.lines].sort(byStockRow)) {
        const taken = await tx
          .update(stock)
          .set({ qty: sql`${stock.qty} - ${line.qty}` })
          .where(
            and(
              eq(stock.showroomId, draft.showroomId),
              eq(stock.productId, line.productId),
              eq(stock.sizeCode, line.sizeCode),
              gte(stock.qty, line.qty),
            ),
          )
          .returning({ qty: stock.qty });
        if (taken.length === 0) throw new SoldOut(line);
      }
      if (draft.promo) await claimPromoUse(tx, draft.promo);
      const a = draft.address;
      const s = draft.shipping;
      const pay = newPayToken();
      const consentId = draft.whatsappPhone ? await grantConsent(tx, draft.whatsappPhone, draft.userId) : null;
      const [created] = await tx
        .insert(orders)
        .values({
          trxRef: newTrxRef(),
          userId: draft.userId,
          deviceId: draft.deviceId,
          guestEmail: draft.guestEmail,
          trxStatus: ORDER_STATUS.pending,
          shippingType: draft.shippingType,
          showroomId: draft.showroomId,
          shippingCourier: s?.courier ?? null,
          shippingServiceName: s?.service ?? null,
          shippingServiceDesc: s?.description ?? null,
          shippingEtd: s?.etd ?? null,
          shippingCost: draft.quote.shippingCost,
          shippingNotes: draft.shippingNotes || null,
          addressLabel: a?.label ?? null,
          addressRecipientName: a?.recipientName ?? null,
          addressRecipientPhone: a?.recipientPhone ?? draft.contactPhone ?? null,
          addressZip: a?.zip ?? null,
          addressStreet: a?.street ?? null,
          addressSubdistrictId: a?.subdistrictId ?? null,
          addressSubdistrict: a?.subdistrict ?? null,
          addressCity: a?.city ?? null,
          addressProvince: a?.province ?? null,
          addressNotes: a?.notes || null,
          addressCourier: a?.destination.courier ?? null,
          addressCourierDestinationId: a?.destination.id ?? null,
          addressCourierDestinationLabel: a?.destination.label ?? null,
          promoCode: draft.promo?.code ?? null,
          clientAddress: draft.holder.clientAddress,
          payTokenHash: pay.hash,
          lang: draft.lang,
          messagingConsentId: consentId,
          itemsSubtotal: draft.quote.itemsSubtotal,
          bundleDiscount: draft.quote.bundleDiscount,
          promoDiscount: draft.quote.promoDiscount,
          grandTotal: draft.quote.grandTotal,
          paymentState: "pending",
          expiresAt: new Date(now.getTime() + ORDER_HOLD_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error("order insert returned nothing");
      await tx.insert(orderLines).values(
        draft.lines.map((l) => ({
          orderId: created.id,
          productId: l.productId,
          productName: l.productName,
          productCode: l.productCode,
          sizeCode: l.sizeCode,
          qty: l.qty,
          retailPrice: l.retailPrice,
          netPrice: l.netPrice,
          discPercent: l.discPercent,
          discNominal: l.discNominal,
          linePrice: l.linePrice,
          subtotal: l.linePrice * l.qty,
          imageUrl: l.imageUrl,
        })),
      );
      await recordStatus(tx, created.id, null, ORDER_STATUS.pending, "Order placed");
      await tx.insert(payments).values({
        orderId: created.id,
        provider: draft.provider,
        billNo: created.trxRef,
        amount: created.grandTotal,
        state: "pending",
      });
      await tx.delete(cartItems).where(
        inArray(
          cartItems.id,
          draft.lines.map((l) => l.id),
        ),
      );
      await queueOrderConfirmation(tx, created, payLinkUrl(created, pay.token));
      await queueOrderMessage(tx, created, { kind: "placed", payUrl: payLinkUrl(created, pay.token) });
      return created;
    });
    return ok(order);
  } catch (error) {
    if (error instanceof SoldOut) return fail(409, CHECKOUT_MSG.soldOut(error.line.productName, error.line.sizeCode));
    if (error instanceof OrderRefused) {
      const refused = fail(error.status, error.message, error.fields);
      if (error.params)
        refused.error = { ...refused.error, code: resolveMessage(error.message)?.code, params: error.params };
      return refused;
    }
    throw error;
  }
}
