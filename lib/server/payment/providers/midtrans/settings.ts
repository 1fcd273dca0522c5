/**
 * Midtrans' settings: their zod schema, the endpoints they choose and what live mode demands of them. No
 * "server-only": next.config.ts (through the registry) and the start-up check (lib/server/startup/checks.ts) read it.
 *
 * - MIDTRANS_SERVER_KEY: the merchant's server key (dashboard, Settings > Access Keys); the basic-auth user of
 *   every call. Sandbox keys start with "SB-Mid-server-".
 * - MIDTRANS_ENV: sandbox (default) or production. It, not the request's host, chooses the endpoints.
 * - MIDTRANS_SNAP_URL, MIDTRANS_API_URL: replace the Snap base (…/snap/v1) and the Core API base (the status API's)
 *   of that environment, for a local fake server. In live mode they must be https or on this machine (loopback), and
 *   not Midtrans' sandbox (./index.ts declares them; lib/server/config/live-values.ts checks every provider's alike).
 */
import { z } from "zod";

export const MIDTRANS_ENDPOINTS = {
  sandbox: { snap: "https://app.sandbox.midtrans.com/snap/v1", api: "https://api.sandbox.midtrans.com" },
  production: { snap: "https://app.midtrans.com/snap/v1", api: "https://api.midtrans.com" },
} as const;

const base = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

export const midtransSettingsShape = {
  MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
  MIDTRANS_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  MIDTRANS_SNAP_URL: base.optional(),
  MIDTRANS_API_URL: base.optional(),
};
export const midtransSettingsSchema = z.object(midtransSettingsShape);
export type MidtransSettings = z.infer<typeof midtransSettingsSchema>;

export interface MidtransEndpoints {
  /** POST: create a Snap transaction. */
  transactionsUrl: string;
  /** GET: the transaction's status, by order_id. */
  statusUrl(orderId: string): string;
  /** POST: refund a settled transaction, by order_id or transaction_id ("Refund Transaction"). */
  refundUrl(id: string): string;
  /** The origin of Snap's payment page: the only origin a redirect_url may lead the shopper to. */
  payPageOrigin: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function midtransEndpoints(s: MidtransSettings): MidtransEndpoints {
  const env = MIDTRANS_ENDPOINTS[s.MIDTRANS_ENV];
  const snap = trimSlash(s.MIDTRANS_SNAP_URL ?? env.snap);
  const api = trimSlash(s.MIDTRANS_API_URL ?? env.api);
  return {
    transactionsUrl: `${snap}/transactions`,
    statusUrl: (orderId) => `${api}/v2/${encodeURIComponent(orderId)}/status`,
    refundUrl: (id) => `${api}/v2/${encodeURIComponent(id)}/refund`,
    payPageOrigin: new URL(snap).origin,
  };
}

/** Every host of Midtrans' sandbox is under this one (app.sandbox.midtrans.com, api.sandbox.midtrans.com). */
export const MIDTRANS_SANDBOX_HOSTS = ["sandbox.midtrans.com"];

/** Why these settings cannot take real payments in live mode, each named (empty when they can). */
export function midtransLiveProblems(s: MidtransSettings): string[] {
  const problems: string[] = [];
  if (!s.MIDTRANS_SERVER_KEY) problems.push("MIDTRANS_SERVER_KEY is missing");
  if (s.MIDTRANS_ENV !== "production")
    problems.push("MIDTRANS_ENV must be production: Midtrans' sandbox takes no real payment");
  else if (s.MIDTRANS_SERVER_KEY?.startsWith("SB-"))
    problems.push("MIDTRANS_SERVER_KEY is a sandbox key (SB-…), which production refuses");
  return problems;
}
