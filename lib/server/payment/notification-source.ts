import "server-only";
import { settings } from "@/lib/server/config";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { clientAddress } from "../http/client-address";
import { log } from "../log";
import { fail, ok, type Result } from "../result";
import { findPaymentProvider } from "./providers/registry";
import type { ProviderEnv } from "./providers/types";

/**
 * The first check of a payment notification: its sender's address (the one TRUSTED_PROXY_HOPS vouches for, never a
 * header the sender writes itself) must be among the active provider's notification sources (FASPAY_NOTIFY_SOURCES,
 * MIDTRANS_NOTIFY_SOURCES; any address when unset). Otherwise 403 before the body is read: nothing is recorded and
 * nothing counts against a limit. Logged, so that a provider's new address missing from the setting shows.
 */
export function checkNotificationSource(headers: Pick<Headers, "get">, env: ProviderEnv = process.env): Result<null> {
  const shop = settings(env);
  const provider = findPaymentProvider(shop.PAYMENT_PROVIDER);
  const address = clientAddress(headers, shop.TRUSTED_PROXY_HOPS ?? 0);
  if (!provider || provider.notificationSources(env)(address)) return ok(null);
  log.warn(
    { provider: provider.name, address },
    "payment notification refused: not from the provider's notify sources",
  );
  return fail(403, CHECKOUT_MSG.notificationSource);
}
