import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { cities, productSizes, products, showrooms, stock, subdistricts, userAddresses } from "@/lib/db/schema";
import { CATALOG_MSG } from "@/lib/domain/catalog/messages";
import { nearestHub } from "@/lib/domain/checkout/nearest-hub";
import { cheapestFirst } from "@/lib/domain/checkout/shipping-order";
import type { DeliveryEstimate, DeliveryEstimateQuery } from "@/lib/domain/delivery/contract";
import { etdDays, pickupReadyToday } from "@/lib/domain/delivery/rules";
import { MSG } from "@/lib/domain/messages";
import { provinceOf } from "@/lib/domain/regions/province-capitals";
import type { AuthContext } from "@/lib/server/auth/context";
import { getCourier, type CourierProvider } from "@/lib/server/courier";
import { resolveDestination, storedFor, type DestinationResolution } from "@/lib/server/courier/destinations";
import { cachedQuote } from "@/lib/server/courier/quote-cache";
import { fail, ok, type Result } from "../result";
import { savedAddressDestination } from "./shipping";

type Showroom = typeof showrooms.$inferSelect;

/** Where the estimate is for: the asked subdistrict, else the signed-in shopper's own primary address, else nowhere. */
interface Place {
  source: "ADDRESS" | "SUBDISTRICT";
  subdistrictId: string;
  addressId?: number;
}

async function placeOf(db: Queryable, query: DeliveryEstimateQuery, auth: AuthContext | null): Promise<Place | null> {
  if (query.subdistrict_id) return { source: "SUBDISTRICT", subdistrictId: query.subdistrict_id };
  if (!auth) return null;
  const [primary] = await db
    .select({ id: userAddresses.id, subdistrictId: userAddresses.subdistrictId })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, auth.userId), eq(userAddresses.isPrimary, true)))
    .limit(1);
  return primary ? { source: "ADDRESS", subdistrictId: primary.subdistrictId, addressId: primary.id } : null;
}

/** "Coblong, Kota Bandung"; null for a district the shop does not know. */
async function placeLabel(db: Queryable, subdistrictId: string): Promise<string | null> {
  const [row] = await db
    .select({ district: subdistricts.subdistrictName, city: cities.cityName })
    .from(subdistricts)
    .innerJoin(cities, eq(cities.id, subdistricts.cityId))
    .where(eq(subdistricts.id, subdistrictId))
    .limit(1);
  return row ? `${row.district}, ${row.city}` : null;
}

/** The active showrooms holding the product (in the size, or in any size), in the shop's own order. */
async function showroomsHolding(db: Queryable, productId: number, size: string | undefined): Promise<Showroom[]> {
  const rows = await db
    .selectDistinct({ showroom: showrooms })
    .from(stock)
    .innerJoin(showrooms, eq(showrooms.id, stock.showroomId))
    .where(
      and(
        eq(stock.productId, productId),
        size ? eq(stock.sizeCode, size) : undefined,
        gt(stock.qty, 0),
        eq(showrooms.isActive, true),
      ),
    )
    .orderBy(asc(showrooms.sortOrder), asc(showrooms.id));
  return rows.map((r) => r.showroom);
}

/** The checkout's rule for which showroom serves an address (lib/domain/checkout/nearest-hub.ts), for one item. */
function nearest(holding: Showroom[], provinceId: string | null): Showroom | null {
  const candidates = holding.map((s) => ({
    showroom: s,
    id: s.id,
    province_id: s.subdistrictId ? provinceOf(s.subdistrictId) : null,
    available_items: 1,
    total_items: 1,
  }));
  return nearestHub(candidates, provinceId)?.showroom ?? null;
}

async function destinationAt(
  db: Queryable,
  courier: CourierProvider,
  place: Place,
  auth: AuthContext | null,
): Promise<Result<DestinationResolution>> {
  if (place.addressId != null) return savedAddressDestination(db, courier, auth, place.addressId);
  return resolveDestination(db, courier, { subdistrictId: place.subdistrictId, zip: "" }, undefined);
}

/**
 * The courier's estimate from the hub to the place, for one unit of the product: its cheapest option (the one the
 * checkout lists first). A district with several of the courier's places is estimated at its first (best) one. Null
 * when the courier cannot quote it (no origin at this courier, no destination, a refusal): the page then says nothing.
 */
async function courierEstimate(
  db: Queryable,
  hub: Showroom,
  place: Place,
  auth: AuthContext | null,
  weightGrams: number,
): Promise<DeliveryEstimate["estimate"]> {
  const courier = getCourier();
  const origin = storedFor(hub, courier);
  if (!origin) return null;
  const destination = await destinationAt(db, courier, place, auth);
  if (!destination.ok) return null;
  const destinationId = destination.data.confirmed?.id ?? destination.data.candidates?.[0]?.id;
  if (!destinationId) return null;
  const options = await cachedQuote(courier, { origin: origin.id, destination: destinationId, weightGrams });
  if (!options.ok) return null;
  const first = cheapestFirst(options.data).find((o) => etdDays(o.etd) !== "");
  return first ? { courier: first.courier, service: first.service, etd: etdDays(first.etd) } : null;
}

/**
 * `GET delivery-estimate`: where the product in the size ships from (the checkout's nearest hub holding it), when it
 * arrives at the asked subdistrict or the signed-in shopper's own primary address (never another shopper's: the
 * address is read by the session's user), and the nearest showroom holding it with whether a pickup is ready today.
 */
export async function deliveryEstimate(
  query: DeliveryEstimateQuery,
  auth: AuthContext | null,
  now: Date = new Date(),
): Promise<Result<DeliveryEstimate>> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, weightGrams: products.weightGrams })
    .from(products)
    .where(and(eq(products.id, query.product_id), eq(products.isActive, true)))
    .limit(1);
  if (!product) return fail(404, CATALOG_MSG.productNotFound);
  if (query.size) {
    const [size] = await db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(eq(productSizes.productId, product.id), eq(productSizes.sizeCode, query.size)))
      .limit(1);
    if (!size) return fail(400, MSG.cart.sizeRequired, { size: MSG.cart.sizeRequired });
  }
  const [place, holding] = await Promise.all([placeOf(db, query, auth), showroomsHolding(db, product.id, query.size)]);
  const label = place ? await placeLabel(db, place.subdistrictId) : null;
  if (place?.source === "SUBDISTRICT" && !label)
    return fail(400, MSG.address.subdistrictRequired, { subdistrict_id: MSG.address.subdistrictRequired });
  const province = place ? provinceOf(place.subdistrictId) : null;
  const hub = nearest(
    holding.filter((s) => s.isHub),
    province,
  );
  const pickup = nearest(holding, province);
  return ok({
    size: query.size ?? null,
    origin: hub ? { showroom_id: hub.id, showroom_name: hub.showroomName } : null,
    destination: place && label ? { source: place.source, subdistrict_id: place.subdistrictId, label } : null,
    estimate: hub && place ? await courierEstimate(db, hub, place, auth, product.weightGrams) : null,
    pickup: pickup
      ? { showroom_id: pickup.id, showroom_name: pickup.showroomName, today: pickupReadyToday(now) }
      : null,
  } satisfies DeliveryEstimate);
}
