/** Query input of `GET master/showroom-region`: `store_listing=1` leaves out the regions without a store. */
import { z } from "zod";
import { SHOWROOMS_MSG } from "./messages";

export const showroomRegionQuerySchema = z.object({
  store_listing: z.enum(["0", "1"], { error: SHOWROOMS_MSG.storeListingInvalid }).optional(),
});
export type ShowroomRegionQuery = z.infer<typeof showroomRegionQuerySchema>;
