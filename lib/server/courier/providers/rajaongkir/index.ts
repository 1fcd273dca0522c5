import "server-only";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fail, ok } from "../../../result";
import type { CourierPlugin, CourierProvider } from "../../types";
import { callRajaOngkir } from "./client";
import { toShippingOptions } from "./cost";
import { findRajaOngkirDestinations, searchDestinations } from "./destinations";
import { courierCodes, readRajaOngkirSettings, type RajaOngkirSettings } from "./settings";
import { toWaybill } from "./tracking";
import {
  costListSchema,
  domesticCostRequest,
  lastPhoneDigits,
  PHONE_CHECKED_COURIERS,
  waybillDataSchema,
  waybillRequest,
} from "./wire";

function createProvider(settings: RajaOngkirSettings, fetchImpl: typeof fetch): CourierProvider {
  const search = searchDestinations(settings, fetchImpl);
  return {
    name: "rajaongkir",
    findDestinations: (query) => findRajaOngkirDestinations(search, query),
    async cost(input) {
      const outcome = await callRajaOngkir(
        domesticCostRequest(settings, input),
        costListSchema,
        "domestic cost",
        fetchImpl,
      );
      if (outcome.kind !== "ok") return fail(422, CHECKOUT_MSG.courierFailed);
      return ok(toShippingOptions(outcome.data));
    },
    async track(awb, opts = {}) {
      const courier = (opts.courier || courierCodes(settings)[0]!).toLowerCase();
      const lastPhoneNumber = PHONE_CHECKED_COURIERS.has(courier) ? lastPhoneDigits(opts.recipientPhone) : undefined;
      const outcome = await callRajaOngkir(
        waybillRequest(settings, { awb, courier, lastPhoneNumber }),
        waybillDataSchema,
        "waybill",
        fetchImpl,
      );
      if (outcome.kind === "not-found") return fail(404, "Waybill not found.");
      if (outcome.kind === "failed") return fail(422, "Fail to load the tracking, please try again.");
      return ok(toWaybill(outcome.data));
    },
  };
}

/** RajaOngkir API V2 by Komerce (docs/providers.md): settings RAJAONGKIR_API_KEY, RAJAONGKIR_BASE_URL, RAJAONGKIR_COURIER. */
export const rajaongkirCourier: CourierPlugin = {
  name: "rajaongkir",
  sandbox: false,
  secrets: ["RAJAONGKIR_API_KEY"],
  endpoints: ["RAJAONGKIR_BASE_URL"],
  settingsProblems: (env) => {
    const read = readRajaOngkirSettings(env);
    return read.ok ? [] : read.problems;
  },
  create(env, fetchImpl = fetch) {
    const read = readRajaOngkirSettings(env);
    if (!read.ok) throw new Error(`RajaOngkir settings: ${read.problems.join("; ")}`);
    return createProvider(read.settings, fetchImpl);
  },
};
