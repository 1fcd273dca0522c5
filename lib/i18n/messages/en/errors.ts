import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { MSG } from "@/lib/domain/messages";

/**
 * The spec's messages (lib/domain/messages.ts, which the API and the shared form schemas speak) plus the templates
 * of the messages with a variable part. French and Indonesian translate them key by key; lib/i18n/localize.ts maps
 * an English message, from a form check or an API answer, to the shopper's language.
 */
export const errors = {
  ...MSG,
  limits: LIMIT_MSG,
  templates: {
    httpStatus: "Error {status}: {statusText}",
    excludedItems:
      "{count} item(s) were excluded from the summary because they are not available in the chosen store and may be bought by another checkout.",
    tooLong: "{label} must be at most {max} characters.",
  },
} as const;
