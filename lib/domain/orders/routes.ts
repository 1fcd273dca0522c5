import { defineRoute, type RouteContract } from "../api/route-contract";
import { userOrdersSchema } from "./contract";

/** The orders domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const ordersRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/orders",
    operationId: "listUserOrders",
    summary: "The signed-in shopper's own orders, newest first, with their lines and courier tracking",
    tag: "orders",
    auth: "required",
    response: userOrdersSchema,
    errors: [401],
  }),
];
