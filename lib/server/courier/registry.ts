import "server-only";
import { rajaongkirCourier } from "./providers/rajaongkir";
import { sandboxCourier } from "./providers/sandbox";
import type { CourierPlugin } from "./types";

/**
 * Every courier the shop can run, by its COURIER_PROVIDER name. Adding a courier: its folder under providers/ and
 * one line here (docs/providers.md).
 */
export const COURIERS: Readonly<Record<string, CourierPlugin>> = {
  [sandboxCourier.name]: sandboxCourier,
  [rajaongkirCourier.name]: rajaongkirCourier,
};

export const DEFAULT_COURIER = sandboxCourier.name;

export function findCourierPlugin(name: string | undefined): CourierPlugin | null {
  return COURIERS[name || DEFAULT_COURIER] ?? null;
}

/** The courier settings' problems: an unknown name in any mode, the chosen courier's own settings, a sandbox when live. */
export function courierSettingsProblems(env: Readonly<Record<string, string | undefined>>, live: boolean): string[] {
  const plugin = findCourierPlugin(env.COURIER_PROVIDER);
  const real = Object.values(COURIERS)
    .filter((c) => !c.sandbox)
    .map((c) => c.name);
  if (!plugin) return [`COURIER_PROVIDER must be one of ${Object.keys(COURIERS).join(", ")}`];
  if (live && plugin.sandbox)
    return [`COURIER_PROVIDER must be a real courier (${real.join(", ")}): the sandbox courier quotes made-up rates`];
  return plugin.settingsProblems(env);
}
