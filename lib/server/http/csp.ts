/**
 * Content-Security-Policy for every page. Two policies, chosen by path (see docs/reliability.md):
 * - strict: the dynamic, sensitive pages (account, checkout, cart, sign-in…) get a fresh nonce per request and
 *   `script-src 'nonce-…' 'strict-dynamic'`; Next reads the nonce from the request's CSP header and puts it on
 *   its own scripts. A nonce forces dynamic rendering, which these pages are anyway.
 * - catalogue: cached (ISR) pages cannot carry a per-request nonce, so their scripts are limited to this origin
 *   plus inline (Next's hydration data); everything else is locked exactly as on the strict pages.
 * No "server-only" import: proxy.ts runs this in the edge-style proxy runtime.
 */
import { WORKER_REGISTRATION_HASH } from "../../domain/system/worker-registration";
import { splitLocale } from "../../i18n/route";

/**
 * The hosts the payment providers need (lib/server/payment/providers/registry.ts paymentCspHosts), baked into the
 * build by next.config.ts: form-action for a provider's form post, connect-src for what its page script fetches.
 */
export function paymentHosts(baked: string | undefined = process.env.SHOP_BUILD_PAYMENT_CSP): {
  formAction: string[];
  connect: string[];
} {
  const origins = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string" && /^https:\/\/[\w.-]+(:\d+)?$/.test(v))
      : [];
  try {
    const parsed: unknown = baked ? JSON.parse(baked) : {};
    const hosts = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    return { formAction: origins(hosts.formAction), connect: origins(hosts.connect) };
  } catch {
    return { formAction: [], connect: [] };
  }
}

const withHosts = (directive: string, hosts: string[]) => [directive, ...hosts].join(" ");
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
  const payment = paymentHosts();
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    withHosts("form-action 'self'", payment.formAction),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // next/image sizes its images with inline style attributes and sonner injects its <style>: inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    withHosts("connect-src 'self'", payment.connect),
    `frame-src ${YOUTUBE_FRAME_HOST}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
}

/** React needs eval only in development (for its debugging aids); production never allows it. */
const devEval = () => (process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : "");

/** The nonce for Next's scripts, and the hash of the one inline script of ours: the service worker's registration. */
export function strictPolicy(nonce: string): string {
  return [
    ...lockedDirectives(),
    `script-src 'self' 'nonce-${nonce}' ${WORKER_REGISTRATION_HASH} 'strict-dynamic'${devEval()}`,
  ].join("; ");
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
