import { z } from "zod";

/**
 * A showroom as the API sends it (`toShowroom` in lib/server/showrooms/showrooms.ts): the one showroom type of the
 * catalog's store pages and of the checkout (which adds how much of the cart it holds).
 */
export const showroomSchema = z.object({
  id: z.number().int(),
  showroom_name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  maps_url: z.string().nullable(),
  is_hub: z.union([z.literal(0), z.literal(1)]),
  showroom_region_id: z.number().int(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** A region with its showrooms. */
export const showroomRegionSchema = z.object({
  id: z.number().int(),
  region_name: z.string(),
  showrooms: z.array(showroomSchema),
});
export type ShowroomRegion = z.infer<typeof showroomRegionSchema>;
