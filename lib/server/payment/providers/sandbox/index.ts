/**
 * The in-app payment sandbox (the demo's default): a page of this shop, /payment-sandbox, that takes a hidden form
 * post, shows the bill and pays, fails or expires it with a signed server-to-server notification. No money moves,
 * so live mode refuses it. Free of "server-only" code (read by the settings check); the provider loads lazily.
 */
import { z } from "zod";
import { definePaymentProvider } from "../types";

export const SANDBOX_PROVIDER = "sandbox";
/** The sandbox's public development values, used when nothing is set. */
export const SANDBOX_DEFAULT_MERCHANT_ID = "99999";
export const SANDBOX_DEFAULT_PASSWORD = "sandbox-dev-secret";

const text = z.string().min(1);

export const sandboxSettings = z.object({
  PAYMENT_SANDBOX_MERCHANT_ID: text.optional(),
  PAYMENT_SANDBOX_PASSWORD: text.optional(),
  /** Where the sandbox posts its notification; the shop's own notification API when unset. */
  PAYMENT_SANDBOX_NOTIFY_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).optional(),
});
export type SandboxSettings = z.infer<typeof sandboxSettings>;

export default definePaymentProvider({
  name: SANDBOX_PROVIDER,
  sandbox: true,
  settings: sandboxSettings,
  // The form goes to /payment-sandbox on this origin: form-action 'self' already allows it.
  csp: { formAction: [], connect: [] },
  // Its page's channels (./channels.ts, spec section 9), by group.
  methods: [
    { group: "virtual_account", brands: ["BCA", "BNI", "BRI", "Mandiri", "Permata", "CIMB Niaga"] },
    { group: "e_wallet", brands: ["OVO", "DANA"] },
    { group: "retail_store", brands: ["Alfamart"] },
    { group: "internet_banking", brands: ["BCA KlikPay"] },
  ],
  liveProblems: () => [],
  load: async (settings) => (await import("./provider")).createSandboxProvider(settings),
});
