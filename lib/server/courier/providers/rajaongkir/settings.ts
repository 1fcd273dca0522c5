import "server-only";
import { z } from "zod";
import type { CourierEnv } from "../../types";

/** The live base of RajaOngkir API V2 (rajaongkir.com/docs, "EndPoint"); RAJAONGKIR_BASE_URL points elsewhere (a test's fake). */
export const RAJAONGKIR_BASE_URL = "https://rajaongkir.komerce.id/api/v1";

/** RAJAONGKIR_COURIER: courier codes joined by ':' as calculate/domestic-cost takes them ("jne:sicepat:jnt"). */
const COURIER_CODES = /^[a-z0-9_]+(:[a-z0-9_]+)*$/;

export const rajaongkirSettingsSchema = z.object({
  RAJAONGKIR_API_KEY: z
    .string({ error: "is missing (the key of your RajaOngkir account)" })
    .min(1, "is missing (the key of your RajaOngkir account)"),
  RAJAONGKIR_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) address" })
    .default(RAJAONGKIR_BASE_URL),
  RAJAONGKIR_COURIER: z
    .string()
    .regex(COURIER_CODES, "must be courier codes joined by ':' (jne:sicepat:jnt)")
    .default("jne"),
});
export type RajaOngkirSettings = z.infer<typeof rajaongkirSettingsSchema>;

/** The settings from the environment (an empty value counts as unset), or each problem named by its variable. */
export function readRajaOngkirSettings(
  env: CourierEnv,
): { ok: true; settings: RajaOngkirSettings } | { ok: false; problems: string[] } {
  const input = Object.fromEntries(
    Object.keys(rajaongkirSettingsSchema.shape).flatMap((k) => (env[k] ? [[k, env[k]]] : [])),
  );
  const parsed = rajaongkirSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`) };
}

/** The courier codes to quote, in the order RAJAONGKIR_COURIER gives them. */
export const courierCodes = (settings: RajaOngkirSettings) => settings.RAJAONGKIR_COURIER.split(":");
