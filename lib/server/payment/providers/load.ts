import "server-only";
import { settings } from "@/lib/server/config";
import { watchProvider } from "@/lib/server/observe/spans";
import { findPaymentProvider } from "./registry";
import type { PaymentCustomerField, PaymentMethodDeclaration, PaymentProvider, ProviderEnv } from "./types";

/** The provider PAYMENT_PROVIDER names (the settings check at start refused any other), with its settings. */
export async function getPaymentProvider(env: ProviderEnv = process.env): Promise<PaymentProvider> {
  const name = settings(env).PAYMENT_PROVIDER;
  const provider = findPaymentProvider(name);
  if (!provider) throw new Error(`PAYMENT_PROVIDER ${name} is not a registered payment provider`);
  // Timed and traced per call when metrics or traces are on (shop_provider_call_duration_seconds{kind="payment"}).
  return watchProvider("payment", await provider.load(env));
}

/** What the running provider needs from the shopper to bill an order (checkout asks for it before placing one). */
export function paymentRequires(env: ProviderEnv = process.env): readonly PaymentCustomerField[] {
  return findPaymentProvider(settings(env).PAYMENT_PROVIDER)?.requires ?? [];
}

/** How the shopper can pay on the running provider's page, as its plug-in declares it. */
export function paymentMethods(env: ProviderEnv = process.env): readonly PaymentMethodDeclaration[] {
  return findPaymentProvider(settings(env).PAYMENT_PROVIDER)?.methods ?? [];
}
