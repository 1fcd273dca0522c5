/**
 * GET product-cards: the current card data (price, stock, cover) of a few products named by id, for the rails whose
 * ids the browser keeps (recently viewed). Not in the spec's API.
 */
import { z } from "zod";
import { MAX_INT_ID } from "../api/limits";
import { MSG } from "../messages";
import { productSummarySchema } from "./contract";
import { RECENTLY_VIEWED_MAX } from "./recently-viewed";

/** At most this many ids in one call (a rail's worth). */
export const PRODUCT_CARDS_MAX = RECENTLY_VIEWED_MAX;

const message = MSG.extra.idInvalid;
const idList = new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PRODUCT_CARDS_MAX - 1}}$`);

/** `?ids=3,1,2`: 1 to 12 product ids, comma separated; repeated ids count once, the first order is kept. */
export const productCardsQuerySchema = z.object({
  ids: z
    .string({ error: message })
    .regex(idList, { error: message })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .pipe(z.array(z.number().int().min(1, { error: message }).max(MAX_INT_ID, { error: message }))),
});
export type ProductCardsQuery = z.infer<typeof productCardsQuerySchema>;

/** The active products among the ids, in the order asked; unknown, hidden or inactive ids are left out. */
export const productCardsSchema = z.object({ products: z.array(productSummarySchema) });
export type ProductCards = z.infer<typeof productCardsSchema>;
