import { defineRoute, type RouteContract } from "../api/route-contract";
import {
  cartAddRequestSchema,
  cartRemoveRequestSchema,
  cartStepRequestSchema,
  deviceRequestSchema,
} from "@/lib/domain/cart/inputs";
import { cartAnswerSchema, cartMessageSchema } from "./contract";

/**
 * The cart domain's operations of the retail API (see lib/domain/api/route-contract.ts). The cart is the signed-in
 * shopper's (a valid token) or the guest device's (`local_device_id`): a token that is no longer valid is a 401.
 * Every write may be refused 403 (cross-site), and a JSON body 413/415.
 */
export const cartRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/cart",
    operationId: "getCart",
    summary: "The shopper's cart: its lines in the order they were added",
    tag: "cart",
    auth: "optional",
    query: deviceRequestSchema,
    response: cartAnswerSchema,
    errors: [400, 401],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/cart",
    operationId: "addToCart",
    summary: "Adds a product size to the cart (a line already there rises by qty), within the stock",
    tag: "cart",
    auth: "optional",
    body: cartAddRequestSchema,
    response: cartMessageSchema,
    errors: [400, 401, 403, 409, 413, 415],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/cart-item-increment-qty",
    operationId: "incrementCartItem",
    summary: "Raises a cart line by qty (default 1), within the stock",
    tag: "cart",
    auth: "optional",
    body: cartStepRequestSchema,
    response: cartMessageSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/cart-item-decrement-qty",
    operationId: "decrementCartItem",
    summary: "Lowers a cart line by qty (default 1) while it stays at 1 or more",
    tag: "cart",
    auth: "optional",
    body: cartStepRequestSchema,
    response: cartMessageSchema,
    errors: [400, 401, 403, 404, 413, 415],
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/cart-item-remove",
    operationId: "removeCartItem",
    summary: "Removes the cart line of one product size",
    tag: "cart",
    auth: "optional",
    query: cartRemoveRequestSchema,
    response: cartMessageSchema,
    errors: [400, 401, 403, 404],
  }),
];
