import { revalidateTag } from "next/cache";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import { REVIEWS_FILE } from "@/lib/domain/reviews/csv";
import { exportReviews, importReviews } from "@/lib/server/reviews/csv";
import { catalogOpsInputSchema, type CatalogOpsResult } from "@/lib/domain/ops/catalog";
import { runExport, runImport } from "@/lib/server/catalog/catalog-commands";
import { memorySource } from "@/lib/db/catalog-import/source";
import { readBodyText } from "@/lib/server/http/body";
import { handle } from "@/lib/server/http/handler";
import { requestClient } from "@/lib/server/http/request-client";
import { guardSecret } from "@/lib/server/limits/secret-guard";
import { zodFailure } from "@/lib/server/http/parse";
import { opsTokenAccepted } from "@/lib/server/orders/ops-commands";
import { fail, ok } from "@/lib/server/result";

/** A catalogue sent whole: photos included, well above any real catalogue's CSV files. */
const MAX_BODY_BYTES = 512 * 1024 * 1024;

const decode = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data, "base64")]));
const encode = (files: Record<string, Buffer>) =>
  Object.fromEntries(Object.entries(files).map(([name, data]) => [name, data.toString("base64")]));

/**
 * `npm run catalog` over HTTP (OPS_URL), for a running shop whose embedded database the CLI cannot open: the import's
 * files travel in the body (base64), the report comes back; an export answers the files. Like /api/ops, it does not
 * exist unless OPS_TOKEN is set, and needs that token. A change expires the catalogue caches of this shop.
 */
export const POST = handle(async (req) => {
  if (!process.env.OPS_TOKEN) return fail(404, "Not found.");
  // Wrong tokens are limited per client (secret-guard.ts).
  const access = await guardSecret(requestClient(req.headers), () =>
    opsTokenAccepted(req.headers.get("authorization")) ? ok(true) : fail(403, "Forbidden."),
  );
  if (!access.ok) return access;
  if (!/application\/json/i.test(req.headers.get("content-type") ?? ""))
    return fail(415, "Send the request body as application/json.");
  const read = await readBodyText(req, MAX_BODY_BYTES);
  if (!read.ok) return read;
  const text = read.data;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, "The request body is not valid JSON.");
  }
  const input = catalogOpsInputSchema.safeParse(json);
  if (!input.success) return zodFailure(input.error);
  if (input.data.command === "reviews-export") {
    const out = await exportReviews();
    return ok({
      code: 0,
      lines: [`reviews: ${out.count} exported`],
      files: { [REVIEWS_FILE]: Buffer.from(out.csv).toString("base64") },
    } satisfies CatalogOpsResult);
  }
  if (input.data.command === "reviews-import") {
    const out = await importReviews(Buffer.from(input.data.csv, "base64").toString("utf8"), input.data.dry_run);
    for (const id of out.changedProducts) revalidateTag(productTag(id), { expire: 0 });
    if (out.changedProducts.length) revalidateTag(CACHE_TAGS.products, { expire: 0 });
    return ok({ code: out.code, lines: out.lines } satisfies CatalogOpsResult);
  }
  if (input.data.command === "export") {
    const out = await runExport();
    return ok({
      code: 0,
      lines: out.lines,
      files: encode(out.files),
      images: encode(out.images),
    } satisfies CatalogOpsResult);
  }
  const { files, images, dry_run, deactivate_missing } = input.data;
  const out = await runImport(memorySource(decode(files), decode(images)), {
    dryRun: dry_run,
    deactivateMissing: deactivate_missing,
  });
  if (out.changed) revalidateTag(CACHE_TAGS.catalog, { expire: 0 });
  return ok({
    code: out.code,
    lines: out.changed ? [...out.lines, "The catalogue caches were revalidated."] : out.lines,
  } satisfies CatalogOpsResult);
});
