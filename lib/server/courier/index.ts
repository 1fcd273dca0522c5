import "server-only";
import { log } from "@/lib/server/log";
import { watchProvider } from "@/lib/server/observe/spans";
import { COURIERS, DEFAULT_COURIER, findCourierPlugin } from "./registry";
import type { CourierEnv, CourierProvider } from "./types";

export type {
  CourierDestination,
  CourierProvider,
  DestinationQuery,
  ShippingOption,
  TrackOptions,
  Waybill,
} from "./types";

let warned = false;

/**
 * The courier COURIER_PROVIDER names (registry.ts), with its settings. Live mode never starts with a sandbox or a
 * misconfigured courier (lib/server/startup/checks.ts); a demo with incomplete settings runs the sandbox and says so.
 */
export function getCourier(env: CourierEnv = process.env): CourierProvider {
  const plugin = findCourierPlugin(env.COURIER_PROVIDER);
  if (plugin && plugin.settingsProblems(env).length === 0) return watchProvider("courier", plugin.create(env));
  if (!warned) log.warn({ courier: env.COURIER_PROVIDER }, "courier settings incomplete: using the sandbox courier");
  warned = true;
  return watchProvider("courier", COURIERS[DEFAULT_COURIER]!.create(env));
}
