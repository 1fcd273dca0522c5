/** Ours: the HTTP layer's own answers (every route shares them). */
export const HTTP_API_MSG = {
  crossSite: "Requests from another site are not allowed.",
  internal: "Something went wrong on our side, please try again.",
} as const;

export const CROSS_SITE_MESSAGE = HTTP_API_MSG.crossSite;
export const INTERNAL_ERROR_MESSAGE = HTTP_API_MSG.internal;
