/** Ours: the showrooms API's own answers (not in the spec), under the codes `showrooms.*` (lib/domain/api/codes.ts). */
export const SHOWROOMS_MSG = {
  storeListingInvalid: "store_listing must be 1 or 0.",
} as const;
