import { messageOf, resolveMessage, type MessageParams } from "@/lib/domain/api/codes";
import { fmt } from "./format";
import type { Catalogue } from "./types";

type Errors = Catalogue["errors"];
type Tree = { readonly [key: string]: string | Tree };

/** An answer to show: the API's error (its code, the code's values and the English message) or a form check's text. */
export interface ShownMessage {
  code?: string;
  params?: MessageParams;
  message: string;
}

/**
 * The one place the browser translates a message: by its code (lib/domain/api/codes.ts) in the errors namespace,
 * filling its placeholders. A form check's English text is first resolved to its code; a message without a known
 * code (a server's free text) is shown as it came.
 */
export function translateWith(errors: Errors, shown: ShownMessage | string): string {
  const { code, params, message } = typeof shown === "string" ? { code: undefined, params: undefined, message: shown } : shown;
  const resolved = code ? { code, params } : resolveMessage(message);
  if (!resolved) return message;
  const template = messageOf(resolved.code, errors as unknown as Tree);
  return template === undefined ? message : fmt(template, resolved.params ?? {});
}

/** A message's text in the shopper's language (see translateWith). */
export function localizeWith(errors: Errors, text: string): string {
  return translateWith(errors, text);
}

// The browser's current errors namespace, for the code outside React that raises toasts (lib/api). Set by the root
// I18nProvider after it mounts; never set on the server, where localize() leaves the English text.
let active: Errors | null = null;

export function setActiveErrors(errors: Errors): void {
  active = errors;
}

export function localize(shown: ShownMessage | string): string {
  if (active) return translateWith(active, shown);
  return typeof shown === "string" ? shown : shown.message;
}

/** The active errors namespace, when lib/api needs a template (the 'Error {status}' toast). */
export function activeErrors(): Errors | null {
  return active;
}
