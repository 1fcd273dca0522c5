import { MESSAGES } from "@/lib/domain/api/codes";
import { ERROR_TEMPLATES } from "./error-templates";

/**
 * Every message of the API and the shared form checks under its code (lib/domain/api/codes.ts: the spec's texts and
 * ours), plus the templates of the browser's own messages with a variable part. French and Indonesian translate
 * them key by key; lib/i18n/localize.ts translates an answer by its code.
 */
export const errors = {
  ...MESSAGES,
  templates: ERROR_TEMPLATES,
} as const;
