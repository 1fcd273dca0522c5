"use client";

import { useErrorCatalogue } from "./client-errors";
import { ERROR_TEMPLATES } from "./messages/en/error-templates";
import type { Catalogue } from "./types";

/**
 * The templates of the browser's own messages with a variable part, in the shopper's language (English: the bundled
 * ones). Apart from ./client-errors.tsx, so only the two islands that use them carry the English ones.
 */
export function useErrorTemplates(): Catalogue["errors"]["templates"] {
  return useErrorCatalogue()?.templates ?? ERROR_TEMPLATES;
}
