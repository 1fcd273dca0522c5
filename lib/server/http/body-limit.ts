/** The answer to a body over its limit, the same on every route and page (body.ts, page-body.ts). */
export const BODY_TOO_LARGE = "The request body is too large.";
