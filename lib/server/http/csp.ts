/**
 * Content-Security-Policy for every page. Two policies, chosen by path (see docs/reliability.md):
 * - strict: the dynamic, sensitive pages (account, checkout, cart, sign-in…) get a fresh nonce per request and
 *   `script-src 'nonce-…' 'strict-dynamic'`; Next reads the nonce from the request's CSP header and puts it on
 *   its own scripts. A nonce forces dynamic rendering, which these pages are anyway.
 * - catalogue: cached (ISR) pages cannot carry a per-request nonce, so their scripts are limited to this origin
 *   plus inline (Next's hydration data); everything else is locked exactly as on the strict pages.
 * No "server-only" import: proxy.ts runs this in the edge-style proxy runtime.
 */
import { splitLocale } from "../../i18n/route";

export const FASPAY_FORM_HOSTS = ["https://dev.faspay.co.id", "https://xpress.faspay.co.id"] as const;
export const YOUTUBE_FRAME_HOST = "https://www.youtube-nocookie.com";

/** Path prefixes served with the nonce-based policy. */
export const STRICT_PREFIXES = [
  "/account",
  "/checkout",
  "/cart",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/payment",
  "/payment-sandbox",
  "/dev",
] as const;

/** A strict page in any language: "/cart", "/id/cart", "/fr/account/orders". */
export function isStrictPath(href: string): boolean {
  const pathname = splitLocale(href).path;
  return STRICT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Directives shared by both policies: nothing may load from, frame or be posted to another site except as listed. */
function lockedDirectives(): string[] {
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${FASPAY_FORM_HOSTS.join(" ")}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // next/image sizes its images with inline style attributes and sonner injects its <style>: inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    `frame-src ${YOUTUBE_FRAME_HOST}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
}

/** React needs eval only in development (for its debugging aids); production never allows it. */
const devEval = () => (process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : "");

export function strictPolicy(nonce: string): string {
  return [...lockedDirectives(), `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval()}`].join("; ");
}

export function cataloguePolicy(): string {
  return [...lockedDirectives(), `script-src 'self' 'unsafe-inline'${devEval()}`].join("; ");
}

/** API answers are data, never documents: they may load and be framed by nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A base64 nonce of 128 random bits (Web Crypto, available in the proxy runtime and in Node). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export interface CspDecision {
  policy: string;
  nonce: string | null;
}

export function cspFor(pathname: string): CspDecision {
  if (isStrictPath(pathname)) {
    const nonce = newNonce();
    return { policy: strictPolicy(nonce), nonce };
  }
  return { policy: cataloguePolicy(), nonce: null };
}
