import { messageOf, resolveMessage, type MessageParams } from "@/lib/domain/api/codes";
import { formatMoney } from "@/lib/domain/locale-money";
import { activeCatalogue } from "./active-errors";
import type { Locale } from "./config";
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

/** The placeholders that hold an amount, by message code: the API writes them the spec's English way ('IDR 250,000'). */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = { "checkout.promoMinPurchase": ["min"] };
const ENGLISH_MONEY = /^(-?)IDR (\d{1,3}(?:,\d{3})*)$/;

/** A message's values with its amounts in the language's own way ('Rp 250.000'); the rest as they came. */
function localParams(code: string, params: MessageParams, lang: Locale): MessageParams {
  const keys = lang === "en" ? undefined : MONEY_PARAMS[code];
  if (!keys) return params;
  const out: Record<string, string | number> = { ...params };
  for (const key of keys) {
    const money = typeof out[key] === "string" ? ENGLISH_MONEY.exec(out[key]) : null;
    if (!money) continue;
    const amount = Number(money[2]!.replace(/,/g, ""));
    out[key] = formatMoney(money[1] ? -amount : amount, lang);
  }
  return out;
}

/**
 * The one place the browser translates a message: by its code (lib/domain/api/codes.ts) in the errors namespace,
 * filling its placeholders (an amount in the language's own way when `lang` is given). A form check's English text
 * is first resolved to its code; a message without a known code (a server's free text) is shown as it came.
 */
export function translateWith(errors: Errors, shown: ShownMessage | string, lang: Locale = "en"): string {
  const { code, params, message } =
    typeof shown === "string" ? { code: undefined, params: undefined, message: shown } : shown;
  const resolved = code ? { code, params } : resolveMessage(message);
  if (!resolved) return message;
  const template = messageOf(resolved.code, errors as unknown as Tree);
  return template === undefined ? message : fmt(template, localParams(resolved.code, resolved.params ?? {}, lang));
}

/** A message's text in the shopper's language (see translateWith). */
export function localizeWith(errors: Errors, text: string): string {
  return translateWith(errors, text);
}

export { setActiveErrors } from "./active-errors";

export function localize(shown: ShownMessage | string): string {
  const current = activeCatalogue();
  if (current) return translateWith(current.errors, shown, current.lang);
  return typeof shown === "string" ? shown : shown.message;
}

/** The active errors namespace, when lib/api needs a template (the 'Error {status}' toast). */
export function activeErrors(): Errors | null {
  return activeCatalogue()?.errors ?? null;
}
