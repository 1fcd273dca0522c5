import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Revalidated } from "@/lib/domain/catalog/home-contract";
import { REVALIDATE_MSG } from "@/lib/domain/catalog/messages";
import type { RevalidateInput } from "@/lib/domain/catalog/revalidate-input";
import { fail, ok, type Result } from "../result";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** The shared secret check: refused when the server has no secret configured or the caller's does not match. */
export function checkRevalidateSecret(given: string | null, expected: string | undefined): Result<true> {
  if (!expected) return fail(403, REVALIDATE_MSG.disabled);
  if (!given || !timingSafeEqual(digest(given), digest(expected))) return fail(401, REVALIDATE_MSG.secretInvalid);
  return ok(true);
}

/** Expires the given cache tags (default: every catalogue read) through `expire`, Next's revalidateTag in the route. */
export function revalidateCatalog(input: RevalidateInput, expire: (tag: string) => void): Result<Revalidated> {
  const tags = input.tags?.length ? [...new Set(input.tags)] : [CACHE_TAGS.catalog];
  for (const tag of tags) expire(tag);
  return ok({ revalidated: tags });
}
