/** Ours: the catalogue API's own answers (not in the spec), under the codes `catalog.*` (lib/domain/api/codes.ts). */
import { LIMITS } from "@/lib/domain/api/limits";
import { SUGGEST_MIN_CHARS } from "../search";
import { filterMessages } from "./listing-filters";

/** The listing filters' answers (GET products and the page's filter parameters), from their entries. */
export const FILTER_MSG = filterMessages();

export const SUGGEST_MSG = {
  tooShort: `Type at least ${SUGGEST_MIN_CHARS} characters to get suggestions.`,
  tooLong: `Search may be at most ${LIMITS.search} characters.`,
} as const;

export const REVALIDATE_MSG = {
  tagInvalid: "Tag is not valid.",
  disabled: "Revalidation is not enabled on this server.",
  secretInvalid: "The revalidation secret is not valid.",
} as const;

export const CATALOG_MSG = {
  filter: FILTER_MSG,
  suggest: SUGGEST_MSG,
  revalidate: REVALIDATE_MSG,
  productNotFound: "Product not found.",
  categoryNotFound: "Category not found.",
  subCategoryNotFound: "Sub-category not found.",
} as const;
