/**
 * `GET delivery-estimate`: where a product (in a size) ships from, when it arrives at the shopper's place, and where
 * it can be picked up today. The product page reads it once hydrated (lib/api/delivery.ts); docs/providers.md,
 * "Delivery estimate on the product page".
 */
import { z } from "zod";
import { MSG } from "../messages";
import { numericId, regionId } from "../api/input-fields";

/** Query strings send '' for a cleared value; treat it as absent. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A size code as the catalogue writes them ("M", "XXL", "28", "4-5"). */
const SIZE_CODE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,19}$/;

export const deliveryEstimateQuerySchema = z.object({
  product_id: numericId(MSG.extra.idInvalid),
  /** The chosen size; without one, the product in any size it is held in. */
  size: blankAsAbsent(z.string().trim().regex(SIZE_CODE, { error: MSG.cart.sizeRequired })),
  /** The place to estimate for; a signed-in shopper without one gets their primary address. */
  subdistrict_id: blankAsAbsent(regionId("subdistrict", MSG.address.subdistrictRequired)),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

const place = z.object({ showroom_id: z.number().int(), showroom_name: z.string() });

export const deliveryEstimateSchema = z.object({
  /** The size asked about, null for any. */
  size: z.string().nullable(),
  /** The hub that ships it: the checkout's rule (lib/domain/checkout/nearest-hub.ts); null when no hub holds it. */
  origin: place.nullable(),
  /**
   * Where the estimate is for: the signed-in shopper's primary address (`ADDRESS`) or the asked subdistrict
   * (`SUBDISTRICT`); null when there is neither.
   */
  destination: z
    .object({
      source: z.enum(["ADDRESS", "SUBDISTRICT"]),
      subdistrict_id: z.string(),
      /** "Coblong, Kota Bandung". */
      label: z.string(),
    })
    .nullable(),
  /** The courier's option the estimate quotes (its cheapest, as the checkout lists first); null without one. */
  estimate: z
    .object({
      courier: z.string(),
      service: z.string(),
      /** The courier's days as it writes them ("1-2"). */
      etd: z.string(),
    })
    .nullable(),
  /** The nearest showroom holding it for store pickup, and whether an order placed now is ready there today. */
  pickup: place.extend({ today: z.boolean() }).nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;
