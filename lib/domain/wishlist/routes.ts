import { z } from "zod";
import { defineRoute, type RouteContract } from "../api/route-contract";
import { wishlistListSchema, wishlistMessageSchema, wishlistStateSchema, stockAlertListSchema } from "./contract";
import { stockAlertSchema, wishlistQuerySchema, wishlistSchema } from "./inputs";

/** The wishlist domain's operations (see lib/domain/api/route-contract.ts): signed-in shoppers only. */
export const wishlistRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/wishlist",
    operationId: "getWishlist",
    summary: "The wishlist with its product cards, newest first; with product_detail_id, whether that product is on it",
    tag: "wishlist",
    auth: "required",
    query: wishlistQuerySchema,
    response: z.union([wishlistListSchema, wishlistStateSchema]),
    errors: [400, 401],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/wishlist",
    operationId: "addToWishlist",
    summary: "Adds a product on sale to the wishlist (adding it twice changes nothing)",
    tag: "wishlist",
    auth: "required",
    body: wishlistSchema,
    response: wishlistMessageSchema,
    errors: [400, 401, 403, 413, 415],
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/user/wishlist",
    operationId: "removeFromWishlist",
    summary: "Removes a product from the wishlist (removing one that is not there is not an error)",
    tag: "wishlist",
    auth: "required",
    query: wishlistSchema,
    response: wishlistMessageSchema,
    errors: [400, 401, 403],
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/stock-alerts",
    operationId: "getStockAlerts",
    summary: "The shopper's open 'notify me when back in stock' requests",
    tag: "wishlist",
    auth: "required",
    response: stockAlertListSchema,
    errors: [401],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/stock-alerts",
    operationId: "requestStockAlert",
    summary: "Asks for a mail when an out-of-stock size of a wishlisted product is back (asking twice changes nothing)",
    tag: "wishlist",
    auth: "required",
    body: stockAlertSchema,
    response: wishlistMessageSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/user/stock-alerts",
    operationId: "cancelStockAlert",
    summary: "Cancels the shopper's own open back-in-stock request (cancelling twice is fine)",
    tag: "wishlist",
    auth: "required",
    query: stockAlertSchema,
    response: wishlistMessageSchema,
    errors: [400, 401, 403],
  }),
];
