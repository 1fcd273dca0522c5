import "server-only";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fail, ok } from "../../../result";
import type { CourierPlugin, CourierProvider } from "../../types";
import { districtOfSandboxId, sandboxDestinations } from "./destinations";
import { sandboxTariffs } from "./tariffs";
import { sandboxWaybill } from "./tracking";

const COURIER_NAME = "JNE";

/**
 * The development courier: no network and no settings. Destinations derived from the district codes
 * (destinations.ts), tariffs from the zone and weight (tariffs.ts), a tracking history derived from the waybill
 * (tracking.ts).
 */
const provider: CourierProvider = {
  name: "sandbox",
  async findDestinations(query) {
    return ok(sandboxDestinations(query));
  },
  async cost({ origin, destination, weightGrams }) {
    const from = districtOfSandboxId(origin);
    const to = districtOfSandboxId(destination);
    if (!from || !to) return fail(422, CHECKOUT_MSG.courierDestinationRequired);
    return ok(sandboxTariffs(from, to, weightGrams).map((t) => ({ courier: COURIER_NAME, ...t })));
  },
  async track(waybill, opts = {}) {
    return ok(sandboxWaybill(waybill, opts));
  },
};

export const sandboxCourier: CourierPlugin = {
  name: provider.name,
  sandbox: true,
  settingsProblems: () => [],
  create: () => provider,
};
