import "server-only";
import { ok } from "../result";
import { sandboxTariffs } from "./tariffs";
import { sandboxWaybill } from "./sandbox-tracking";
import type { CourierProvider } from "./types";

const COURIER_NAME = "JNE";

/** The development courier: no network, tariffs from the zone and weight, and a tracking history derived from the waybill (sandbox-tracking.ts). */
export const sandboxCourier: CourierProvider = {
  code: "jne",
  async cost({ origin, destination, weightGrams }) {
    return ok(sandboxTariffs(origin, destination, weightGrams).map((t) => ({ courier: COURIER_NAME, ...t })));
  },
  async track(waybill, opts = {}) {
    return ok(sandboxWaybill(waybill, opts));
  },
};
