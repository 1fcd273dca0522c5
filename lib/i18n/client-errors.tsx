"use client";

import { useCallback, useContext } from "react";
import { DEFAULT_LOCALE } from "./config";
import { I18nContext } from "./client";
import { translateWith, type ShownMessage } from "./localize";
import type { Catalogue } from "./types";

/**
 * The errors namespace provided above (French, Indonesian), or null on an English page, whose messages are shown as
 * they come (the spec's English texts; ClientMessages sends no English errors namespace).
 */
export function useErrorCatalogue(): Catalogue["errors"] | null {
  const { lang, m } = useContext(I18nContext);
  if (m.errors) return m.errors;
  if (lang === DEFAULT_LOCALE) return null;
  throw new Error(`i18n: namespace "errors" is not provided above this component`);
}

/**
 * Localization of a message by the errors namespace above, for rendering and for the toasts a component makes: a form
 * check's English text, or an API failure's `{ code, params, message }` (translated by its code).
 */
export function useLocalize(): (shown: ShownMessage | string) => string {
  const errors = useErrorCatalogue();
  const { lang, resolve } = useContext(I18nContext);
  return useCallback(
    (shown: ShownMessage | string) => translateWith(errors, shown, lang, resolve),
    [errors, lang, resolve],
  );
}
