/** Query inputs of the catalogue calls (GET products, product, category, category-sub). */
import { z } from "zod";
import { DEFAULT_API_SORT, MAX_PAGE_SIZE, PAGE_SIZE, SORTS } from "../constants";
import { MSG } from "../messages";
import { numericId, optionalText } from "@/lib/domain/api/input-fields";
import { LIMITS } from "@/lib/domain/api/limits";
import { extraFilterShape, reversedRange } from "./listing-query";

const E = MSG.extra;

/** Query strings send '' for a cleared filter; treat it as absent. */
function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

function positiveInt(message: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );
}

export const productsQuerySchema = z
  .object({
    page: blankAsAbsent(positiveInt(E.pageInvalid, 100_000)).transform((page) => page ?? 1),
    limit: blankAsAbsent(positiveInt(E.limitInvalid, MAX_PAGE_SIZE)).transform((limit) => limit ?? PAGE_SIZE),
    category_id: blankAsAbsent(numericId(E.categoryInvalid)),
    category_sub_id: blankAsAbsent(numericId(E.categoryInvalid)),
    group_id: blankAsAbsent(numericId(E.groupInvalid)),
    sale: blankAsAbsent(z.enum(["0", "1"], { error: E.saleInvalid })).transform((sale) => sale === "1"),
    sort: blankAsAbsent(z.enum(SORTS, { error: E.sortInvalid })).transform((sort) => sort ?? DEFAULT_API_SORT),
    search: optionalText(LIMITS.search, "Search"),
    ...extraFilterShape,
  })
  .superRefine((query, ctx) => {
    const reversed = reversedRange(query);
    if (reversed) ctx.addIssue({ code: "custom", message: reversed.message, path: [reversed.param] });
  });
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

/** GET product, category, category-sub: `?id=`. */
export const idQuerySchema = z.object({ id: numericId(E.idInvalid) });
