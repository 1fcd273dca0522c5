import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import type { CheckoutTrxInput } from "@/lib/domain/checkout/schemas";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import type { OrderPaymentResponse, ShippingOption } from "@/lib/domain/checkout/contract";
import { checkoutDb } from "./checkout-db";
import { holderAddress, holdLimits, orderSizeRefusal, unitsOverLimit } from "@/lib/server/orders/hold-limits";
import { deliverOutboxSoon } from "@/lib/server/messaging/send-soon";
import { placeOrder } from "@/lib/server/orders/place-order";
import { getPaymentProvider, paymentRequires } from "@/lib/server/payment";
import { getCourier } from "@/lib/server/courier";
import { startOrderPayment } from "./start-payment";
import { listProductPromos } from "@/lib/server/promos/bundles";
import { checkMinPurchase, findPromoCode, type PromoCode } from "@/lib/server/promos/codes";
import { fail, type Result } from "../result";
import { loadCartLines } from "./cart-lines";
import type { DeliveryAddress } from "@/lib/server/orders/draft";
import { guestAddress, orderEmail, savedAddress } from "./delivery-address";
import type { Shopper } from "./owner";
import { quoteOrder, totalPurchaseOf } from "./quote";
import type { CheckoutContext } from "./request-origin";
import { findHub, quoteShipping } from "./shipping";
import { findShowroom } from "./showroom-stock";
import { linesAvailableAt, loadStockMap } from "./stock-map";
import { pickupPhone } from "./pickup-contact";
import { whatsappOptIn } from "./whatsapp-opt-in";

/** The order's mail language: the request's interface language, else the account's, else English. */
async function orderLang(db: Db, shopper: Shopper, ctx: CheckoutContext): Promise<Locale> {
  if (ctx.lang) return ctx.lang;
  if (!shopper.auth) return DEFAULT_LOCALE;
  const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, shopper.auth.userId)).limit(1);
  return user?.lang ?? DEFAULT_LOCALE;
}

/**
 * `POST checkout-trx`: validates the choices, recomputes every amount from the database (never from the request),
 * reserves stock and places the order, mails the confirmation and answers where the browser goes to pay (the
 * provider's form or page; a 502 when the provider cannot start it, the order then waits for 'Pay Now').
 */
export async function checkoutTrx(
  shopper: Shopper,
  input: CheckoutTrxInput,
  ctx: CheckoutContext,
): Promise<Result<OrderPaymentResponse>> {
  const db = await checkoutDb();
  const delivery = input.shipping_type === "ONLINE_DELIVERY";

  const email = orderEmail(shopper.auth, input);
  const courier = getCourier();
  let address: DeliveryAddress | null = null;
  if (delivery) {
    const found = shopper.auth
      ? await savedAddress(db, courier, shopper.auth, input.user_address_id)
      : await guestAddress(db, courier, input);
    if (!found.ok) return found;
    address = found.data;
  }
  if (!email.ok) return email;
  const contactPhone = delivery ? null : pickupPhone(input.address_recipient_phone, paymentRequires());
  if (contactPhone && !contactPhone.ok) return contactPhone;
  const whatsapp = whatsappOptIn(input.whatsapp_updates === true, address?.recipientPhone ?? contactPhone?.data);
  if (!whatsapp.ok) return whatsapp;

  const store = delivery ? await findHub(db, input.showroom_id) : await findShowroom(db, input.showroom_id);
  if (!store)
    return delivery
      ? fail(400, CHECKOUT_MSG.hubInvalid, { showroom_id: CHECKOUT_MSG.hubInvalid })
      : fail(400, MSG.extra.showroomInvalid, { showroom_id: MSG.extra.showroomInvalid });

  const cart = await loadCartLines(db, shopper.owner);
  if (cart.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const stockMap = await loadStockMap(db, cart, store.id);
  const lines = linesAvailableAt(stockMap, store.id, cart);
  if (lines.length === 0) return fail(409, CHECKOUT_MSG.nothingAvailable);
  const limits = holdLimits();
  if (unitsOverLimit(lines, limits.unitsPerSize))
    return fail(400, CHECKOUT_MSG.unitsPerSize(String(limits.unitsPerSize)));
  const tooMuch = orderSizeRefusal(
    lines.map((line) => ({ ...line, onHand: stockMap.qtyAt(store.id, line) })),
    limits,
  );
  if (tooMuch) return fail(400, tooMuch);

  let shipping: ShippingOption | null = null;
  if (delivery && address) {
    if (!input.shipping_service_name)
      return fail(400, MSG.checkout.shippingMethodRequired, {
        shipping_service_name: MSG.checkout.shippingMethodRequired,
      });
    const options = await quoteShipping(courier, store, address.destination, lines);
    if (!options.ok) return options;
    // Several couriers may offer a service of one name (REG): the courier the shopper chose picks among them.
    const chosen = options.data.filter((o) => o.service === input.shipping_service_name);
    shipping = chosen.find((o) => o.courier === input.shipping_courier) ?? (chosen.length === 1 ? chosen[0]! : null);
    if (!shipping)
      return fail(400, CHECKOUT_MSG.shippingUnavailable, { shipping_service_name: CHECKOUT_MSG.shippingUnavailable });
  }

  const bundlePromos = await listProductPromos(db);
  let promo: PromoCode | null = null;
  if (input.promo_code) {
    const found = await findPromoCode(db, input.promo_code);
    if (!found.ok) return found;
    const applies = checkMinPurchase(found.data, totalPurchaseOf(lines, bundlePromos).totalPurchase);
    if (!applies.ok) return applies;
    promo = applies.data;
  }

  const quote = quoteOrder({
    lines,
    bundlePromos,
    promo,
    shippingCost: shipping?.tariff ?? 0,
    shippingType: input.shipping_type,
  });
  const provider = await getPaymentProvider();
  const placed = await placeOrder(db, {
    userId: shopper.auth?.userId ?? null,
    deviceId: shopper.deviceId,
    guestEmail: shopper.auth ? null : email.data,
    shippingType: input.shipping_type,
    showroomId: store.id,
    lines,
    address,
    contactPhone: contactPhone?.data ?? null,
    shipping,
    shippingNotes: input.shipping_notes,
    promo,
    holder: {
      userId: shopper.auth?.userId ?? null,
      deviceId: shopper.deviceId,
      email: email.data.toLowerCase(),
      clientAddress: holderAddress(ctx.clientAddress),
    },
    quote,
    provider: provider.name,
    lang: await orderLang(db, shopper, ctx),
    whatsappPhone: whatsapp.data,
  });
  if (!placed.ok) return placed;

  deliverOutboxSoon();
  return startOrderPayment(
    db,
    placed.data,
    lines,
    { name: shopper.auth?.name ?? address?.recipientName ?? "GUEST", email: email.data },
    ctx,
  );
}
