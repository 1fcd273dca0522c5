/**
 * Ours, not the spec's: the answers of the request limits (lib/server/limits) and of a full password-hashing queue.
 * The errors namespace translates them (lib/i18n/messages/<lang>/errors.ts, `limits`).
 */
export const LIMIT_MSG = {
  tooMany: "Too many requests, please wait a few minutes and try again.",
  busy: "We are very busy right now, please try again in a moment.",
} as const;
