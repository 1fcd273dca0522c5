import { buildOpsOpenApiDocument } from "@/lib/domain/ops/routes";

/** The OpenAPI 3.1 document of the ops API (the retailer's systems, not shoppers), apart from `/api/v1`'s. */
const DOCUMENT = JSON.stringify(buildOpsOpenApiDocument());

export function GET(): Response {
  return new Response(DOCUMENT, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
