import "server-only";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { log } from "@/lib/server/log";
import { fail, ok, type Result } from "../result";
import type { CourierProvider, ShippingOption, Waybill } from "./types";

export interface RajaOngkirConfig {
  apiKey: string;
  baseUrl: string;
  courier: string;
}

export interface HttpRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
}

/** The RajaOngkir `cost` call: form-encoded origin and destination subdistricts, weight in grams, one courier. */
export function buildCostRequest(config: RajaOngkirConfig, input: { origin: string; destination: string; weightGrams: number }): HttpRequest {
  const body = new URLSearchParams({
    origin: input.origin,
    originType: "subdistrict",
    destination: input.destination,
    destinationType: "subdistrict",
    weight: String(Math.max(1, Math.round(input.weightGrams))),
    courier: config.courier,
  });
  return {
    url: `${config.baseUrl.replace(/\/+$/, "")}/cost`,
    method: "POST",
    headers: { key: config.apiKey, "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  };
}

interface CostResult {
  code: string;
  name: string;
  costs: { service: string; description: string; cost: { value: number; etd: string; note: string }[] }[];
}

function isCostResults(value: unknown): value is CostResult[] {
  return Array.isArray(value) && value.every((r) => typeof r === "object" && r !== null && Array.isArray((r as CostResult).costs));
}

/** `[{code, name, costs:[{service, description, cost:[{value, etd, note}]}]}]` → shipping options of the first courier. */
export function mapCostResults(results: unknown): ShippingOption[] {
  if (!isCostResults(results) || results.length === 0) return [];
  const courier = results[0]!;
  return courier.costs.flatMap((c) => {
    const first = c.cost[0];
    if (!first || !Number.isFinite(first.value)) return [];
    return [{ courier: courier.code.toUpperCase(), service: c.service, description: c.description, tariff: Math.round(first.value), etd: first.etd.replace(/\s*HARI$/i, ""), notes: first.note ?? "" }];
  });
}

/** The RajaOngkir `waybill` call: form-encoded waybill number and courier. */
export function buildWaybillRequest(config: RajaOngkirConfig, waybill: string): HttpRequest {
  return {
    url: `${config.baseUrl.replace(/\/+$/, "")}/waybill`,
    method: "POST",
    headers: { key: config.apiKey, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ waybill, courier: config.courier }).toString(),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** `{rajaongkir: {status: {code}, result: {summary, delivery_status, manifest}}}` → the waybill; null when not found. */
export function parseWaybillResponse(json: unknown): Waybill | null {
  const body = (json as { rajaongkir?: { status?: { code?: number }; result?: Record<string, unknown> | null } } | null)?.rajaongkir;
  const result = body?.result;
  if (!result || (body.status?.code != null && body.status.code !== 200)) return null;
  const summary = (result.summary ?? {}) as Record<string, unknown>;
  const status = (result.delivery_status ?? {}) as Record<string, unknown>;
  const manifest = Array.isArray(result.manifest) ? (result.manifest as Record<string, unknown>[]) : [];
  return {
    summary: {
      courier_code: text(summary.courier_code),
      waybill_number: text(summary.waybill_number),
      service_code: text(summary.service_code),
      waybill_date: text(summary.waybill_date),
      receiver_name: text(summary.receiver_name),
      status: text(summary.status),
    },
    delivery_status: { status: text(status.status), pod_receiver: text(status.pod_receiver), pod_date: text(status.pod_date), pod_time: text(status.pod_time) },
    manifest: manifest.map((m) => ({ manifest_description: text(m.manifest_description), manifest_date: text(m.manifest_date), manifest_time: text(m.manifest_time), city_name: text(m.city_name) })),
  };
}

export function createRajaOngkirCourier(config: RajaOngkirConfig, fetchImpl: typeof fetch = fetch): CourierProvider {
  return {
    code: config.courier,
    async cost(input): Promise<Result<ShippingOption[]>> {
      const req = buildCostRequest(config, input);
      try {
        const res = await fetchImpl(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(10_000) });
        if (!res.ok) return fail(422, CHECKOUT_MSG.courierFailed);
        const json = (await res.json()) as { rajaongkir?: { results?: unknown } };
        return ok(mapCostResults(json.rajaongkir?.results));
      } catch (error) {
        log.warn({ err: error }, "rajaongkir cost failed");
        return fail(422, CHECKOUT_MSG.courierFailed);
      }
    },
    async track(waybill): Promise<Result<Waybill>> {
      const req = buildWaybillRequest(config, waybill);
      try {
        const res = await fetchImpl(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(10_000) });
        const waybillResult = parseWaybillResponse(await res.json().catch(() => null));
        return waybillResult ? ok(waybillResult) : fail(404, "Waybill not found.");
      } catch (error) {
        log.warn({ err: error }, "rajaongkir waybill failed");
        return fail(422, "Fail to load the tracking, please try again.");
      }
    },
  };
}
