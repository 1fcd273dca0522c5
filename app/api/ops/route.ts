import { revalidateTag } from "next/cache";
import { z } from "zod";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import { handle } from "@/lib/server/http/handler";
import { requestClient } from "@/lib/server/http/request-client";
import { guardSecret } from "@/lib/server/limits/secret-guard";
import { readJson } from "@/lib/server/http/parse";
import { opsTokenAccepted } from "@/lib/server/orders/ops-commands";
import { runStaffCommand } from "@/lib/server/returns/ops-commands";
import { fail, ok } from "@/lib/server/result";

const opsSchema = z.object({ args: z.array(z.string().max(200)).min(1).max(10) });

/**
 * The staff's ops tool over HTTP (OPS_URL), for a running shop whose database the CLI cannot open itself (PGlite is
 * one process). Not part of the shop's API: it does not exist unless OPS_TOKEN is set, and needs that token.
 */
export const POST = handle(async (req) => {
  if (!process.env.OPS_TOKEN) return fail(404, "Not found.");
  // Wrong tokens are limited per client (secret-guard.ts).
  const access = await guardSecret(requestClient(req.headers), () =>
    opsTokenAccepted(req.headers.get("authorization")) ? ok(true) : fail(403, "Forbidden."),
  );
  if (!access.ok) return access;
  const input = await readJson(req, opsSchema);
  if (!input.ok) return input;
  const output = await runStaffCommand(input.data.args);
  // An approved (or rejected) review changes the product's page and every card showing its rating.
  if (output.changedProductId !== undefined) {
    revalidateTag(productTag(output.changedProductId), { expire: 0 });
    revalidateTag(CACHE_TAGS.products, { expire: 0 });
  }
  return ok({ code: output.code, lines: output.lines });
});
