import {
  messageAt,
  resolverOf,
  type MessageParams,
  type MessageResolver,
  type MessageTree,
} from "@/lib/domain/api/message-tree";
import { formatMoney } from "@/lib/domain/locale-money";
import { MSG } from "@/lib/domain/messages";
import { activeCatalogue } from "./active-errors";
import type { Locale } from "./config";
import { fmt } from "./format";
import { loadedMessageCodes } from "./message-codes";
import type { Catalogue } from "./types";

type Errors = Catalogue["errors"];

/**
 * The spec's texts (MSG), which the islands hold anyway, resolved to their codes: a spec message (a form check, a
 * toast, a notice drawn at first paint) is translated by the server and in the hydrating render alike. Every other
 * known text needs the whole code tree (./message-codes.ts).
 */
export const resolveSpecMessage: MessageResolver = resolverOf(MSG);

/** The best resolver there is now: the whole tree's once loaded, else the spec's texts'. */
const currentResolver = (): MessageResolver => loadedMessageCodes() ?? resolveSpecMessage;

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
 * is first resolved to its code by `resolve` (./message-codes.ts); a message without a known code (a server's free
 * text) is shown as it came, and so is every message when there is no catalogue to translate into (English).
 */
export function translateWith(
  errors: Errors | null,
  shown: ShownMessage | string,
  lang: Locale = "en",
  resolve: MessageResolver = currentResolver(),
): string {
  const { code, params, message } =
    typeof shown === "string" ? { code: undefined, params: undefined, message: shown } : shown;
  if (!errors) return message;
  const resolved = code ? { code, params } : resolve(message);
  if (!resolved) return message;
  const template = messageAt(resolved.code, errors as unknown as MessageTree);
  return template === undefined ? message : fmt(template, localParams(resolved.code, resolved.params ?? {}, lang));
}

export { setActiveErrors } from "./active-errors";

/**
 * For the code outside React (toasts, alerts): the active catalogue, English when none is active. The whole code tree
 * is loaded by the page's provider and by the toasts (./message-codes.ts), not here.
 */
export function localize(shown: ShownMessage | string): string {
  const current = activeCatalogue();
  if (!current) return typeof shown === "string" ? shown : shown.message;
  return translateWith(current.errors, shown, current.lang);
}

/** The active errors namespace, when lib/api needs a template (the 'Error {status}' toast). */
export function activeErrors(): Errors | null {
  return activeCatalogue()?.errors ?? null;
}
