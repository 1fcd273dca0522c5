"use client";

import { useCallback, useContext } from "react";
import { DEFAULT_LOCALE } from "./config";
import { I18nContext, useLang } from "./client";
import { translateWith, type ShownMessage } from "./localize";
import { errors as EN_ERRORS } from "./messages/en/errors";
import type { Catalogue } from "./types";

/**
 * The errors namespace: the one provided above (French, Indonesian), or the bundled English catalogue. Only the
 * islands that show errors import this module, so the catalogue loads with them, not with every page (issue #35).
 */
export function useErrors(): Catalogue["errors"] {
  const { lang, m } = useContext(I18nContext);
  if (m.errors) return m.errors;
  if (lang === DEFAULT_LOCALE) return EN_ERRORS;
  throw new Error(`i18n: namespace "errors" is not provided above this component`);
}

/**
 * Render-time localization of a spec message, by the errors namespace above: a form check's English text, or an API
 * failure's `{ code, params, message }` (translated by its code).
 */
export function useLocalize(): (shown: ShownMessage | string) => string {
  const errors = useErrors();
  const lang = useLang();
  return useCallback((shown: ShownMessage | string) => translateWith(errors, shown, lang), [errors, lang]);
}
