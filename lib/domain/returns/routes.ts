import { defineRoute, type RouteContract } from "../api/route-contract";
import { createdReturnSchema, orderReturnsSchema, returnFileSchema, returnRequestSchema } from "./contract";
import { createReturnSchema, returnFileQuerySchema, returnsOfOrderSchema, submitReturnSchema } from "./inputs";

/** The returns domain's operations of the retail API (docs/returns.md). */
export const returnsRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/returns-of-order",
    operationId: "readOrderReturns",
    summary: "Whether an order can be returned and until when, its lines, and its return requests with their timeline",
    tag: "returns",
    auth: "optional",
    body: returnsOfOrderSchema,
    response: orderReturnsSchema,
    errors: [400, 401, 403, 404, 413, 415],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/returns",
    operationId: "createReturnDraft",
    summary: "A draft return request for lines of a received order; its files follow, then it is submitted",
    tag: "returns",
    auth: "optional",
    body: createReturnSchema,
    response: createdReturnSchema,
    successStatus: 201,
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/return-files",
    operationId: "uploadReturnFile",
    summary:
      "One photo or the video of a draft request: the request body is the file, streamed and bounded; header x-return-token",
    tag: "returns",
    auth: "none",
    query: returnFileQuerySchema,
    rawBody: true,
    response: returnFileSchema,
    successStatus: 201,
    errors: [400, 403, 404, 409, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/return-submit",
    operationId: "submitReturn",
    summary: "Sends a draft request once its photos and video have arrived; header x-return-token",
    tag: "returns",
    auth: "none",
    body: submitReturnSchema,
    response: returnRequestSchema,
    errors: [400, 403, 404, 409, 413, 415],
  }),
];
