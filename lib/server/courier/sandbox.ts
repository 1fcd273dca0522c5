import "server-only";
import { createHash } from "node:crypto";
import { ok } from "../result";
import { sandboxTariffs } from "./tariffs";
import type { CourierProvider, Waybill } from "./types";

const COURIER_NAME = "JNE";
const STEPS = ["SHIPMENT RECEIVED BY JNE COUNTER OFFICER", "PROCESSED AT SORTING CENTER", "DEPARTED FROM TRANSIT", "RECEIVED AT WAREHOUSE", "WITH DELIVERY COURIER", "DELIVERED"];

const pad = (n: number) => String(n).padStart(2, "0");
const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const time = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

/** The development courier: no network, tariffs from the zone and weight, and a tracking history derived from the waybill. */
export const sandboxCourier: CourierProvider = {
  code: "jne",
  async cost({ origin, destination, weightGrams }) {
    return ok(sandboxTariffs(origin, destination, weightGrams).map((t) => ({ courier: COURIER_NAME, ...t })));
  },
  async track(waybill, opts = {}) {
    const seed = createHash("sha1").update(waybill).digest();
    const start = opts.shippedAt ?? new Date(Date.UTC(2025, 0, 1 + (seed[0] ?? 0) % 28, 9, 0));
    const reached = 2 + ((seed[1] ?? 0) % (STEPS.length - 1));
    const manifest = STEPS.slice(0, reached).map((description, i) => {
      const at = new Date(start.getTime() + i * 7 * 3600_000 + ((seed[2 + i] ?? 0) % 50) * 60_000);
      const city = i < 2 ? (opts.originCity ?? "JAKARTA") : (opts.destinationCity ?? "BANDUNG");
      return { manifest_description: description, manifest_date: day(at), manifest_time: time(at), city_name: city };
    });
    const last = manifest[manifest.length - 1]!;
    const delivered = reached === STEPS.length;
    const receiver = opts.receiverName ?? "RECEIVER";
    const result: Waybill = {
      summary: { courier_code: "jne", waybill_number: waybill, service_code: "REG", waybill_date: manifest[0]!.manifest_date, receiver_name: receiver, status: delivered ? "DELIVERED" : "ON PROCESS" },
      delivery_status: { status: delivered ? "DELIVERED" : "ON PROCESS", pod_receiver: delivered ? receiver : "", pod_date: delivered ? last.manifest_date : "", pod_time: delivered ? last.manifest_time : "" },
      manifest,
    };
    return ok(result);
  },
};
