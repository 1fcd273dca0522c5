import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { fail, ok, type Result } from "../result";
import { CACHE_TAGS } from "./cached";

const TAG_PATTERN = /^(catalog|categories|products|home|product:\d{1,10})$/;
export const TAG_INVALID = "Tag is not valid.";

/** Body of POST /api/v1/revalidate: the tags to expire; none means the whole catalogue. */
export const revalidateSchema = z.object({
  tags: z
    .array(z.string({ error: TAG_INVALID }).regex(TAG_PATTERN, { error: TAG_INVALID }), { error: TAG_INVALID })
    .max(50, { error: TAG_INVALID })
    .optional(),
});
export type RevalidateInput = z.infer<typeof revalidateSchema>;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** The shared secret check: refused when the server has no secret configured or the caller's does not match. */
export function checkRevalidateSecret(given: string | null, expected: string | undefined): Result<true> {
  if (!expected) return fail(403, "Revalidation is not enabled on this server.");
  if (!given || !timingSafeEqual(digest(given), digest(expected))) return fail(401, "The revalidation secret is not valid.");
  return ok(true);
}

/** Expires the given cache tags (default: every catalogue read) through `expire`, Next's revalidateTag in the route. */
export function revalidateCatalog(input: RevalidateInput, expire: (tag: string) => void): Result<{ revalidated: string[] }> {
  const tags = input.tags?.length ? [...new Set(input.tags)] : [CACHE_TAGS.catalog];
  for (const tag of tags) expire(tag);
  return ok({ revalidated: tags });
}
