/** Body of `POST /api/v1/revalidate`: the cache tags to expire; none means the whole catalogue. */
import { z } from "zod";
import { CACHE_TAG_PATTERN } from "./cache-tags";
import { REVALIDATE_MSG } from "./messages";

const TAG_INVALID = REVALIDATE_MSG.tagInvalid;

export const revalidateSchema = z.object({
  tags: z
    .array(z.string({ error: TAG_INVALID }).regex(CACHE_TAG_PATTERN, { error: TAG_INVALID }), { error: TAG_INVALID })
    .max(50, { error: TAG_INVALID })
    .optional(),
});
export type RevalidateInput = z.infer<typeof revalidateSchema>;
