import "server-only";
import { createRajaOngkirCourier } from "./rajaongkir";
import { sandboxCourier } from "./sandbox";
import type { CourierProvider } from "./types";

export type { CourierProvider, ShippingOption, TrackOptions, Waybill } from "./types";

/** COURIER_PROVIDER=rajaongkir (with RAJAONGKIR_API_KEY, RAJAONGKIR_BASE_URL, RAJAONGKIR_COURIER) or the sandbox. */
export function getCourier(env: NodeJS.ProcessEnv = process.env): CourierProvider {
  if (env.COURIER_PROVIDER === "rajaongkir" && env.RAJAONGKIR_API_KEY) {
    return createRajaOngkirCourier({
      apiKey: env.RAJAONGKIR_API_KEY,
      baseUrl: env.RAJAONGKIR_BASE_URL ?? "https://pro.rajaongkir.com/api",
      courier: env.RAJAONGKIR_COURIER ?? "jne",
    });
  }
  return sandboxCourier;
}
