/** Query input of the header's predictive search: `GET /api/v1/products/suggest?q=`. */
import { z } from "zod";
import { SUGGEST_MIN_CHARS } from "../search";
import { LIMITS } from "@/lib/domain/api/limits";
import { SUGGEST_MSG } from "./messages";

export const suggestQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string()
      .trim()
      .min(SUGGEST_MIN_CHARS, { error: SUGGEST_MSG.tooShort })
      .max(LIMITS.search, { error: SUGGEST_MSG.tooLong }),
  ),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;
