import { buildOpenApiDocument } from "@/lib/domain/api/openapi";

/** The OpenAPI 3.1 document of `/api/v1`, generated from the zod contracts in lib/domain/<domain>/routes.ts. */
const DOCUMENT = JSON.stringify(buildOpenApiDocument());

export function GET(): Response {
  return new Response(DOCUMENT, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
