import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call a route: anyone, anyone (a token changes the answer), or only a signed-in shopper. */
export type RouteAuth = "none" | "optional" | "required";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * One operation of the retail API (`/api/v1/…`): its input schemas (the same zod schemas the route handler parses
 * with), the contract of its success data (the envelope's `data`) and the error statuses it can answer. The
 * OpenAPI document (lib/domain/api/openapi.ts) is generated from these, and the integration tests check every
 * answer against that document.
 */
export interface RouteContract {
  method: HttpMethod;
  /** The full path, `/api/v1/…`. */
  path: string;
  operationId: string;
  summary: string;
  /**
   * The domain (OpenAPI tag): catalog, cart, wishlist, checkout, delivery, account, auth, orders, showrooms, regions,
   * system.
   */
  tag: string;
  auth: RouteAuth;
  /** GET and DELETE take their input as query parameters. */
  query?: z.ZodType;
  /** POST and PUT take a JSON body. */
  body?: z.ZodType;
  /** The body is a file as it is (application/octet-stream), streamed by the handler, not JSON. */
  rawBody?: boolean;
  /** The success answer's `data`. */
  response: z.ZodType;
  /** Defaults to 200. */
  successStatus?: number;
  /** The success answer when it is not the JSON envelope (e.g. the payment notification's XML). */
  successContentType?: string;
  errors: readonly ErrorStatus[];
  /**
   * A refusal answered in another format than the error envelope (the payment notification acknowledges a refused
   * notification in the provider's format): its error statuses may carry either body.
   */
  errorBody?: z.ZodType;
}

export function defineRoute(contract: RouteContract): RouteContract {
  return contract;
}
