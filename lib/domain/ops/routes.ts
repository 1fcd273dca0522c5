import { buildOpenApiDocument } from "../api/openapi";
import { defineRoute, type RouteContract } from "../api/route-contract";
import { catalogOpsInputSchema, catalogOpsResultSchema } from "./catalog";
import { STOCK_SYNC_MAX_ROWS, stockSyncInputSchema, stockSyncResultSchema } from "./stock-sync";

/**
 * The ops API (`/api/ops/…`): called by the retailer's systems, never by shoppers, each operation with its own
 * secret. Documented apart from the retail API, at `/api/ops/openapi.json`.
 */
export const OPS_ROUTES: readonly RouteContract[] = [
  defineRoute({
    method: "POST",
    path: "/api/ops/stock",
    operationId: "syncStock",
    summary: `Stock sync from the POS or ERP: absolute on-hand units per SKU and showroom, 1 to ${STOCK_SYNC_MAX_ROWS} rows, idempotent by batch_id`,
    tag: "ops: stock sync",
    auth: "required",
    body: stockSyncInputSchema,
    response: stockSyncResultSchema,
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/ops/catalog",
    operationId: "catalogCommand",
    summary:
      "npm run catalog over HTTP: import the files of a catalogue folder (all or nothing; dry run; deactivate missing) or export them (docs/catalog-format.md)",
    tag: "ops: catalogue",
    auth: "required",
    body: catalogOpsInputSchema,
    response: catalogOpsResultSchema,
    errors: [400, 403, 404, 413, 415, 429],
  }),
];

/** The OpenAPI 3.1 document of the ops API. */
export function buildOpsOpenApiDocument() {
  return buildOpenApiDocument(OPS_ROUTES, {
    title: "Storefront ops API",
    description:
      "Endpoints for the retailer's own systems (POS, ERP), not for shoppers. Each has its own secret; an endpoint whose secret is not set answers 404; 10 wrong secrets from one client in 15 minutes are answered 429. Same envelope as the retail API: `{ data }` or `{ error: { code, message, fields? } }`; a 400 names each bad row's field as `rows.<index>.<field>`.",
    bearer:
      "Each endpoint's own secret, never a shopper's access token: STOCK_SYNC_TOKEN for /api/ops/stock, OPS_TOKEN for /api/ops/catalog.",
  });
}
