"use client";

import { useCallback, useContext, useSyncExternalStore } from "react";
import { DEFAULT_LOCALE } from "./config";
import { I18nContext } from "./client";
import { resolveSpecMessage, translateWith, type ShownMessage } from "./localize";
import { loadedMessageCodes, onMessageCodes } from "./message-codes";
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
 * Render-time localization of a message, by the errors namespace above: a form check's English text, or an API
 * failure's `{ code, params, message }` (translated by its code). The server and the hydrating render resolve texts
 * among the spec's; once the whole code tree has loaded (./message-codes.ts), the islands render again with it.
 */
export function useLocalize(): (shown: ShownMessage | string) => string {
  const errors = useErrorCatalogue();
  const { lang } = useContext(I18nContext);
  const resolve = useSyncExternalStore(onMessageCodes, loadedMessageCodes, () => null) ?? resolveSpecMessage;
  return useCallback(
    (shown: ShownMessage | string) => translateWith(errors, shown, lang, resolve),
    [errors, lang, resolve],
  );
}
