import "server-only";
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

export function createRajaOngkirCourier(config: RajaOngkirConfig, fetchImpl: typeof fetch = fetch): CourierProvider {
  return {
    code: config.courier,
    async cost(input): Promise<Result<ShippingOption[]>> {
      const req = buildCostRequest(config, input);
      try {
        const res = await fetchImpl(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(10_000) });
        if (!res.ok) return fail(422, "Fail to load the shipping options, please try again.");
        const json = (await res.json()) as { rajaongkir?: { results?: unknown } };
        return ok(mapCostResults(json.rajaongkir?.results));
      } catch (error) {
        console.error("[courier] rajaongkir cost failed:", error);
        return fail(422, "Fail to load the shipping options, please try again.");
      }
    },
    async track(waybill): Promise<Result<Waybill>> {
      const res = await fetchImpl(`${config.baseUrl.replace(/\/+$/, "")}/waybill`, {
        method: "POST",
        headers: { key: config.apiKey, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ waybill, courier: config.courier }).toString(),
      }).catch(() => null);
      if (!res?.ok) return fail(422, "Fail to load the tracking, please try again.");
      const json = (await res.json()) as { rajaongkir?: { result?: Waybill } };
      return json.rajaongkir?.result ? ok(json.rajaongkir.result) : fail(404, "Waybill not found.");
    },
  };
}
