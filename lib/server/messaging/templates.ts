import "server-only";
import { messagesFor } from "@/lib/i18n/catalogues";
import { toLocale } from "@/lib/i18n/config";

/**
 * The order-update templates, a return's steps included (docs/messaging.md lists them to submit to Meta): each
 * one's parameters, in order. The
 * bodies are the catalogues' (lib/i18n/messages/<lang>/messaging.ts), submitted under the language codes id, en, fr.
 */
export const TEMPLATES = {
  order_placed: ["order number", "grand total", "pay before (WIB)", "pay link"],
  order_paid: ["order number", "amount paid"],
  order_shipped: ["order number", "courier and service", "waybill", "tracking link"],
  order_ready_for_pickup: ["order number", "pickup code", "showroom and address", "opening hours"],
  order_completed: ["order number"],
  order_payment_expired: ["order number"],
  return_requested: ["order number"],
  return_approved: ["order number"],
  return_rejected: ["order number", "the staff's reason"],
  return_received: ["order number"],
  return_refunded: ["order number", "amount refunded"],
} as const;
export type TemplateName = keyof typeof TEMPLATES;

/** A template's body in a language with its parameters filled: the outbox page's text and the fallback mail's. */
export function renderTemplate(template: TemplateName, lang: string, params: readonly string[]): string {
  const body = messagesFor(toLocale(lang)).messaging.templates[template];
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
