import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { showrooms, userAddresses } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import type {
  CheckoutShippingResponse,
  CourierDestinationsResponse,
  ShippingOption,
} from "@/lib/domain/checkout/contract";
import type { CheckoutShippingInput } from "@/lib/domain/checkout/schemas";
import type { AuthContext } from "@/lib/server/auth/context";
import { getCourier, type CourierProvider } from "@/lib/server/courier";
import {
  confirmDestination,
  lookupDestinations,
  storedFor,
  type ConfirmedDestination,
  type StoredDestination,
} from "@/lib/server/courier/destinations";
import { checkoutDb } from "./checkout-db";
import { fail, ok, type Result } from "../result";
import type { CheckoutLine } from "@/lib/server/orders/draft";
import { loadCartLines } from "./cart-lines";
import type { Shopper } from "./owner";
import { linesAvailableAt, loadStockMap } from "./stock-map";

export async function findHub(db: Queryable, hubId: number) {
  const [hub] = await db
    .select()
    .from(showrooms)
    .where(and(eq(showrooms.id, hubId), eq(showrooms.isActive, true)))
    .limit(1);
  return hub?.isHub ? hub : null;
}

export const parcelWeight = (lines: CheckoutLine[]) => lines.reduce((sum, l) => sum + l.weightGrams * l.qty, 0);

/**
 * The courier's options for shipping these lines from a hub to a confirmed destination: both ids of this courier,
 * the weight from the products (docs/providers.md). Never a quote for a guessed place.
 */
export async function quoteShipping(
  courier: CourierProvider,
  hub: StoredDestination,
  destination: ConfirmedDestination,
  lines: CheckoutLine[],
): Promise<Result<ShippingOption[]>> {
  const origin = storedFor(hub, courier);
  if (!origin) return fail(422, CHECKOUT_MSG.hubCourierMissing);
  if (destination.courier !== courier.name)
    return fail(400, CHECKOUT_MSG.courierDestinationRequired, {
      courier_destination_id: CHECKOUT_MSG.courierDestinationRequired,
    });
  return courier.cost({ origin: origin.id, destination: destination.id, weightGrams: parcelWeight(lines) });
}

/** A signed-in shopper's own saved address's stored destination; one without (saved before, or for another courier) must be confirmed first. */
export async function savedAddressDestination(
  db: Queryable,
  courier: CourierProvider,
  auth: AuthContext | null,
  addressId: number,
): Promise<Result<ConfirmedDestination>> {
  const invalid = { user_address_id: MSG.extra.addressInvalid };
  if (!auth) return fail(400, MSG.extra.addressInvalid, invalid);
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, auth.userId)))
    .limit(1);
  if (!row) return fail(404, MSG.extra.addressInvalid, invalid);
  const stored = storedFor(row, courier);
  return stored
    ? ok(stored)
    : fail(409, CHECKOUT_MSG.courierDestinationRequired, {
        courier_destination_id: CHECKOUT_MSG.courierDestinationRequired,
      });
}

/** `POST courier-destinations`: the running courier's destinations for a district and postal code, to confirm one. */
export async function findCourierDestinations(input: {
  subdistrict_id: string;
  address_zip: string;
}): Promise<Result<CourierDestinationsResponse>> {
  const courier = getCourier();
  const found = await lookupDestinations(await getDb(), courier, input.subdistrict_id, input.address_zip);
  if (!found.ok) return found;
  return ok({
    courier: courier.name,
    destinations: found.data.map((d) => ({ id: d.id, label: d.label, zip_code: d.zip })),
  });
}

/** `POST checkout-shipping`: one courier's options for the cart lines the hub can ship, to a saved address or a typed one. */
export async function checkoutShipping(
  shopper: Shopper,
  input: CheckoutShippingInput,
): Promise<Result<CheckoutShippingResponse>> {
  const db = await checkoutDb();
  const hub = await findHub(db, input.showroom_id);
  if (!hub) return fail(400, CHECKOUT_MSG.hubInvalid, { showroom_id: CHECKOUT_MSG.hubInvalid });
  const courier = getCourier();
  const destination =
    input.user_address_id != null
      ? await savedAddressDestination(db, courier, shopper.auth, input.user_address_id)
      : await confirmDestination(
          db,
          courier,
          { subdistrictId: input.subdistrict_id, zip: input.address_zip },
          input.courier_destination_id,
        );
  if (!destination.ok) return destination;
  const lines = await loadCartLines(db, shopper.owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const shippable = linesAvailableAt(await loadStockMap(db, lines, hub.id), hub.id, lines);
  if (shippable.length === 0) return fail(409, CHECKOUT_MSG.nothingAvailable);
  const options = await quoteShipping(courier, hub, destination.data, shippable);
  return options.ok ? ok({ shipping_options: options.data }) : options;
}
