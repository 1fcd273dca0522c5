import { defineRoute, type RouteContract } from "../api/route-contract";
import { deliveryEstimateQuerySchema, deliveryEstimateSchema } from "./contract";

/** The delivery domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const deliveryRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/delivery-estimate",
    operationId: "getDeliveryEstimate",
    summary:
      "Where a product in a size ships from, the courier's estimate to a subdistrict (or the signed-in shopper's primary address), and store pickup today",
    tag: "delivery",
    auth: "optional",
    query: deliveryEstimateQuerySchema,
    response: deliveryEstimateSchema,
    errors: [400, 404],
  }),
];
