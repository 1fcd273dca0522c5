import { messageAt, type MessageParams, type MessageResolver, type MessageTree } from "@/lib/domain/api/message-tree";
import { formatMoney } from "@/lib/domain/locale-money";
import type { Locale } from "./config";
import { fmt } from "./format";
import type { Catalogue } from "./types";

type Errors = Catalogue["errors"];

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
 * The one place a message is translated: by its code (lib/domain/api/codes.ts) in the errors namespace, filling its
 * placeholders (an amount in the language's own way when `lang` is given). A message without a code (a form check's
 * English text, an answer's) is first resolved to its code by `resolve`: on the server `resolveMessage`
 * (lib/domain/api/codes.ts), in the browser the resolver over the English tree the page was given (./client.tsx). A
 * message without a known code (a server's free text) is shown as it came, and so is every message when there is no
 * catalogue to translate into (English).
 */
export function translateWith(
  errors: Errors | null,
  shown: ShownMessage | string,
  lang: Locale = "en",
  resolve?: MessageResolver,
): string {
  const { code, params, message } =
    typeof shown === "string" ? { code: undefined, params: undefined, message: shown } : shown;
  if (!errors) return message;
  const resolved = code ? { code, params } : resolve?.(message);
  if (!resolved) return message;
  const template = messageAt(resolved.code, errors as unknown as MessageTree);
  return template === undefined ? message : fmt(template, localParams(resolved.code, resolved.params ?? {}, lang));
}

/**
 * The page's errors namespace and language, for the code outside React that makes toasts and alerts (stores,
 * lib/api). Registered by the page's I18nProvider when it commits, so before any of the page's handlers can run;
 * null on an English page, whose messages are the catalogue's own English texts, and on the server.
 */
let page: { errors: Errors; lang: Locale; resolve?: MessageResolver } | null = null;

export function setActiveErrors(errors: Errors | null, lang: Locale = "en", resolve?: MessageResolver): void {
  page = errors ? { errors, lang, resolve } : null;
}

/** For the code outside React (toasts, alerts): a message in the page's language, as it came on an English page. */
export function localize(shown: ShownMessage | string): string {
  if (!page) return typeof shown === "string" ? shown : shown.message;
  return translateWith(page.errors, shown, page.lang, page.resolve);
}

/** The page's errors namespace, when lib/api needs a template (the 'Error {status}' toast). */
export function activeErrors(): Errors | null {
  return page?.errors ?? null;
}
