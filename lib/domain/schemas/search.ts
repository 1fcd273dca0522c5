/** Query input of the header's predictive search: `GET /api/v1/products/suggest?q=`. */
import { z } from 'zod';
import { SUGGEST_MIN_CHARS } from '../search';
import { LIMITS } from './common';

export const SUGGEST_MESSAGES = {
  tooShort: `Type at least ${SUGGEST_MIN_CHARS} characters to get suggestions.`,
  tooLong: `Search may be at most ${LIMITS.search} characters.`,
} as const;

export const suggestQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .min(SUGGEST_MIN_CHARS, { error: SUGGEST_MESSAGES.tooShort })
      .max(LIMITS.search, { error: SUGGEST_MESSAGES.tooLong }),
  ),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;
