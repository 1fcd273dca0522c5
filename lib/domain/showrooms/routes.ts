import { defineRoute, type RouteContract } from "../api/route-contract";
import { checkStockSchema } from "@/lib/domain/cart/inputs";
import { showroomListDataSchema, showroomRegionListDataSchema, stockLocationSchema } from "./contract";
import { showroomRegionQuerySchema } from "./query";

/** The showrooms domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const showroomsRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/master/showroom",
    operationId: "listShowrooms",
    summary: "Every active showroom",
    tag: "showrooms",
    auth: "none",
    response: showroomListDataSchema,
    errors: [],
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/master/showroom-region",
    operationId: "listShowroomRegions",
    summary: "Regions with their active showrooms; with store_listing=1, only the regions that have a store",
    tag: "showrooms",
    auth: "none",
    query: showroomRegionQuerySchema,
    response: showroomRegionListDataSchema,
    errors: [400],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/check-stock-location",
    operationId: "checkStockLocation",
    summary: "The showrooms that hold at least `qty` units of a product's size, and the same by region",
    tag: "showrooms",
    auth: "none",
    body: checkStockSchema,
    response: stockLocationSchema,
    errors: [400, 403, 413, 415],
  }),
];
