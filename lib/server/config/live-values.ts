/**
 * The rules live mode applies to single values, one place each: no placeholder of .env.example,
 * secrets above a strength bar, provider endpoints that are neither a sandbox nor plain http (except a fake on this
 * machine), and a SITE_URL that is an origin only. The start-up check (lib/server/startup/checks.ts) applies them to
 * the shop's settings and to what each plug-in declares as its secrets and endpoints; the build check
 * (./build-checks.ts) applies the SITE_URL rule. No "server-only" import: next.config.ts loads the build check.
 */

/** A strength bar: a secret shorter, or with fewer different characters, can be guessed or was never generated. */
export interface SecretBar {
  minLength: number;
  minDistinct: number;
  /** How to make a good one, for the message. */
  hint: string;
}

/**
 * The shop's own shared secrets (REVALIDATE_SECRET, OPS_TOKEN, STOCK_SYNC_TOKEN): generated, so long. 32 random hex
 * characters have fewer than 8 different ones about once in 30 million.
 */
export const SHOP_SECRET: SecretBar = { minLength: 32, minDistinct: 8, hint: "e.g. openssl rand -hex 32" };

/** A credential a provider issues (a password, a server key, an API key): its length is the provider's, not ours. */
export const ISSUED_CREDENTIAL: SecretBar = {
  minLength: 8,
  minDistinct: 5,
  hint: "the one the provider issued to your account",
};

/** Why `value` is below `bar`, or null when it is not. */
export function weakSecretProblem(name: string, value: string, bar: SecretBar): string | null {
  if (value.length < bar.minLength)
    return `${name} must be at least ${bar.minLength} characters (${bar.hint}): a short secret can be guessed`;
  if (new Set(value).size < bar.minDistinct)
    return `${name} must have at least ${bar.minDistinct} different characters (${bar.hint}): a repetitive secret can be guessed`;
  return null;
}

/**
 * .env.example writes every value the operator must replace with the word "change-me" in it (any case, any one
 * separator or none: "Change Me Store", "change_me", "changeme"), never inside another word ("Changemetal").
 */
const PLACEHOLDER = /(^|[^a-z0-9])change[^a-z0-9]?me($|[^a-z0-9])/i;

export function placeholderProblem(name: string, value: string): string | null {
  return PLACEHOLDER.test(value)
    ? `${name} holds a placeholder of .env.example ("change-me"): set your own value`
    : null;
}

/** A host name as it is compared: lower case, without the brackets of an IPv6 address or a trailing dot. */
export function normalHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.+$/, "");
}

/** This machine: where only a test's fake of a provider listens. */
export function isLoopbackHost(hostname: string): boolean {
  const host = normalHost(hostname);
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "::1" ||
    /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host)
  );
}

/** Names no public shop or provider answers on (RFC 2606, RFC 6761): a placeholder, never an address. */
export function isReservedExampleHost(hostname: string): boolean {
  const host = normalHost(hostname);
  return /(^|\.)(example|invalid|test|localhost)$/.test(host) || /(^|\.)example\.(com|net|org)$/.test(host);
}

/** Whether `host` is one of `hosts` or under one of them (`app.sandbox.midtrans.com` is under `sandbox.midtrans.com`). */
function isUnder(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * A provider's base address in live mode: https (plain http only to this machine), no user info, and not a sandbox,
 * whatever its spelling (case, a trailing dot, a port): one of the provider's sandbox hosts, or any host with
 * "sandbox" in one of its labels (xpress-sandbox.faspay.co.id, app.sandbox.midtrans.com).
 */
export function endpointProblems(name: string, value: string, sandboxHosts: readonly string[]): string[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`${name} must be an https address`];
  }
  const host = normalHost(url.hostname);
  const problems: string[] = [];
  if (url.protocol !== "https:" && !isLoopbackHost(host))
    problems.push(`${name} must be an https address (plain http only to a fake on this machine)`);
  if (url.username || url.password) problems.push(`${name} must not carry a user name or password`);
  if (isUnder(host, sandboxHosts) || host.split(".").some((label) => label.includes("sandbox")))
    problems.push(`${name} is a sandbox (${host}), which takes no real payment or order: use the production address`);
  return problems;
}

/**
 * SITE_URL in live mode: the shop's public https origin and nothing else. A path, a query, a fragment or a user name
 * would end up in every link the shop makes (mails, the payment provider's return and notification addresses).
 */
export function siteUrlProblems(value: string, name = "SITE_URL"): string[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`${name} must be an https address`];
  }
  const problems: string[] = [];
  if (url.protocol !== "https:") problems.push(`${name} must be an https address, not ${value}`);
  if (url.username || url.password) problems.push(`${name} must not carry a user name or password`);
  if (url.pathname !== "/" || url.search || url.hash || value.includes("?") || value.includes("#"))
    problems.push(`${name} must be the shop's origin only (https://host, no path, query or fragment), not ${value}`);
  return problems;
}
