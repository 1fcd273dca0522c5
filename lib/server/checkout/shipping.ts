import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { showrooms, userAddresses } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import type {
  CheckoutShippingResponse,
  CourierDestinationOption,
  CourierDestinationsResponse,
  ShippingOption,
} from "@/lib/domain/checkout/contract";
import type { CheckoutShippingInput } from "@/lib/domain/checkout/schemas";
import { cheapestFirst } from "@/lib/domain/checkout/shipping-order";
import type { AuthContext } from "@/lib/server/auth/context";
import { getCourier, type CourierProvider } from "@/lib/server/courier";
import {
  lookupDestinations,
  resolveDestination,
  storedFor,
  type ConfirmedDestination,
  type DestinationResolution,
  type StoredDestination,
} from "@/lib/server/courier/destinations";
import type { CourierDestination } from "@/lib/server/courier/types";
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

/**
 * A signed-in shopper's own saved address's destination: the one stored on it, else as resolveDestination finds it
 * for its district and postal code (an address saved before destinations, or for another courier).
 */
export async function savedAddressDestination(
  db: Queryable,
  courier: CourierProvider,
  auth: AuthContext | null,
  addressId: number,
): Promise<Result<DestinationResolution>> {
  const invalid = { user_address_id: MSG.extra.addressInvalid };
  if (!auth) return fail(400, MSG.extra.addressInvalid, invalid);
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, auth.userId)))
    .limit(1);
  if (!row) return fail(404, MSG.extra.addressInvalid, invalid);
  const stored = storedFor(row, courier);
  if (stored) return ok({ confirmed: stored });
  return resolveDestination(db, courier, { subdistrictId: row.subdistrictId, zip: row.recipientZip }, undefined);
}

const destinationOption = (d: CourierDestination): CourierDestinationOption => ({
  id: d.id,
  label: d.label,
  zip_code: d.zip,
});

/** `POST courier-destinations`: the running courier's destinations for a district and postal code, to confirm one. */
export async function findCourierDestinations(input: {
  subdistrict_id: string;
  address_zip: string;
}): Promise<Result<CourierDestinationsResponse>> {
  const courier = getCourier();
  const found = await lookupDestinations(await getDb(), courier, input.subdistrict_id, input.address_zip);
  if (!found.ok) return found;
  return ok({ courier: courier.name, destinations: found.data.map(destinationOption) });
}

/**
 * `POST checkout-shipping`: one courier's options for the cart lines the hub can ship, cheapest first, to a saved
 * address or a typed one (the spec's subdistrict_id alone will do). An address whose district holds several of the
 * courier's places, none chosen, answers no options and those places as `courier_destinations`, to send one back as
 * `courier_destination_id`.
 */
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
      : await resolveDestination(
          db,
          courier,
          { subdistrictId: input.subdistrict_id, zip: input.address_zip },
          input.courier_destination_id,
        );
  if (!destination.ok) return destination;
  if (destination.data.candidates)
    return ok({ shipping_options: [], courier_destinations: destination.data.candidates.map(destinationOption) });
  const lines = await loadCartLines(db, shopper.owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const shippable = linesAvailableAt(await loadStockMap(db, lines, hub.id), hub.id, lines);
  if (shippable.length === 0) return fail(409, CHECKOUT_MSG.nothingAvailable);
  const options = await quoteShipping(courier, hub, destination.data.confirmed, shippable);
  return options.ok ? ok({ shipping_options: cheapestFirst(options.data) }) : options;
}
