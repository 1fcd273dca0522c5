import "server-only";
import { z } from "zod";
import type { RajaOngkirSettings } from "./settings";

/**
 * RajaOngkir API V2's wire format (rajaongkir.com/docs, mirrored at dev-collaborator.komerce.id/docs): every answer
 * is `{ meta: { message, code, status }, data }`; the requests are built here, the answers validated here.
 */
export interface WireRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

const base = (s: RajaOngkirSettings) => s.RAJAONGKIR_BASE_URL.replace(/\/+$/, "");
const FORM = "application/x-www-form-urlencoded";

/** "Search Domestic Destination": GET destination/domestic-destination?search=&limit=&offset=, header `key`. */
export function destinationSearchRequest(s: RajaOngkirSettings, search: string, limit = 50, offset = 0): WireRequest {
  const query = new URLSearchParams({ search, limit: String(limit), offset: String(offset) });
  return {
    url: `${base(s)}/destination/domestic-destination?${query}`,
    method: "GET",
    headers: { key: s.RAJAONGKIR_API_KEY, accept: "application/json" },
  };
}

/** "Calculate Domestic Cost": POST calculate/domestic-cost, form-encoded origin, destination, weight (grams), courier ('jne:sicepat'). */
export function domesticCostRequest(
  s: RajaOngkirSettings,
  input: { origin: string; destination: string; weightGrams: number },
): WireRequest {
  const body = new URLSearchParams({
    origin: input.origin,
    destination: input.destination,
    weight: String(Math.max(1, Math.round(input.weightGrams))),
    courier: s.RAJAONGKIR_COURIER,
  });
  return {
    url: `${base(s)}/calculate/domestic-cost`,
    method: "POST",
    headers: { key: s.RAJAONGKIR_API_KEY, "content-type": FORM, accept: "application/json" },
    body: body.toString(),
  };
}

/**
 * "Tracking AWB": POST track/waybill with awb and courier, and last_phone_number (the recipient phone's last 5
 * digits) for the couriers that check it (JNE). The docs' example puts them in the query; their table lists them
 * as form fields: both carry them, so either reading of the docs is served.
 */
export function waybillRequest(
  s: RajaOngkirSettings,
  input: { awb: string; courier: string; lastPhoneNumber?: string },
): WireRequest {
  const fields = new URLSearchParams({ awb: input.awb, courier: input.courier });
  if (input.lastPhoneNumber) fields.set("last_phone_number", input.lastPhoneNumber);
  return {
    url: `${base(s)}/track/waybill?${fields}`,
    method: "POST",
    headers: { key: s.RAJAONGKIR_API_KEY, "content-type": FORM, accept: "application/json" },
    body: fields.toString(),
  };
}

/** The couriers that want the recipient phone's last digits with a waybill (the docs name JNE). */
export const PHONE_CHECKED_COURIERS = new Set(["jne"]);

/** The last 5 digits of a phone number, or undefined when it has fewer. */
export function lastPhoneDigits(phone: string | undefined): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 5 ? digits.slice(-5) : undefined;
}

export const metaSchema = z.object({
  message: z.string().default(""),
  code: z.coerce.number().int(),
  status: z.string().default(""),
});
/** The envelope of any answer, error answers included (their `data` is null or absent). */
export const envelopeSchema = z.object({ meta: metaSchema, data: z.unknown().optional() });

const idText = z.union([z.string().min(1), z.number().int()]).transform(String);
const name = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** One result of domestic-destination: `id`, `label` and the names of each level with `zip_code`. */
export const destinationSchema = z.object({
  id: idText,
  label: z.string().min(1),
  province_name: name,
  city_name: name,
  district_name: name,
  subdistrict_name: name,
  zip_code: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v))),
});
export const destinationListSchema = z.array(destinationSchema);

/** One option of domestic-cost: `name`, `code`, `service`, `description`, `cost` (rupiah) and `etd`. */
export const costOptionSchema = z.object({
  name: z.string(),
  code: z.string().min(1),
  service: z.string().min(1),
  description: name,
  cost: z.number().nonnegative(),
  etd: name,
});
export const costListSchema = z.array(costOptionSchema);

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? "" : String(v)));

/** track/waybill's `data`: delivered, summary, delivery_status and the manifest (details are not used). */
export const waybillDataSchema = z.object({
  delivered: z.boolean().optional(),
  summary: z.object({
    courier_code: text,
    waybill_number: text,
    service_code: text,
    waybill_date: text,
    receiver_name: text,
    status: text,
  }),
  delivery_status: z.object({ status: text, pod_receiver: text, pod_date: text, pod_time: text }).nullish(),
  manifest: z
    .array(z.object({ manifest_description: text, manifest_date: text, manifest_time: text, city_name: text }))
    .nullish(),
});
export type WaybillData = z.infer<typeof waybillDataSchema>;
