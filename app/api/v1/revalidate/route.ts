import { revalidateTag } from "next/cache";
import { handle } from "@/lib/server/http/handler";
import { requestClient } from "@/lib/server/http/request-client";
import { guardSecret } from "@/lib/server/limits/secret-guard";
import { readJson } from "@/lib/server/http/parse";
import { revalidateSchema } from "@/lib/domain/catalog/revalidate-input";
import { checkRevalidateSecret, revalidateCatalog } from "@/lib/server/catalog/revalidate";

export const POST = handle(async (req) => {
  // Wrong secrets are limited per client (secret-guard.ts).
  const allowed = await guardSecret(requestClient(req.headers), () =>
    checkRevalidateSecret(req.headers.get("x-revalidate-secret"), process.env.REVALIDATE_SECRET),
  );
  if (!allowed.ok) return allowed;
  const input = await readJson(req, revalidateSchema);
  if (!input.ok) return input;
  // expire: 0 — the next read goes to the database instead of serving the stale entry once more.
  return revalidateCatalog(input.data, (tag) => revalidateTag(tag, { expire: 0 }));
});
