import "server-only";
import { faspayConfig, sandboxConfig } from "./config";
import { createFaspayWire } from "./faspay-wire";
import type { PaymentProvider } from "./types";

export type { PaymentProvider } from "./types";

/** PAYMENT_PROVIDER=faspay (FASPAY_MERCHANT_ID, FASPAY_MERCHANT_NAME, FASPAY_USER_ID, FASPAY_PASSWORD) or the sandbox. */
export function getPaymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  return createFaspayWire(env.PAYMENT_PROVIDER === "faspay" ? faspayConfig(env) : sandboxConfig(env));
}
