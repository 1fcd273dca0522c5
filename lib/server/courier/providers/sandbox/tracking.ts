import "server-only";
import { createHash } from "node:crypto";
import type { TrackOptions, Waybill } from "../../types";

const STEPS = [
  "SHIPMENT RECEIVED BY JNE COUNTER OFFICER",
  "PROCESSED AT SORTING CENTER",
  "DEPARTED FROM TRANSIT",
  "RECEIVED AT WAREHOUSE",
  "WITH DELIVERY COURIER",
  "DELIVERED",
];
/** Steps that happen in the hub's city; the rest happen in the destination city. */
const AT_ORIGIN = 3;
const WIB_MS = 7 * 3600_000;

const pad = (n: number) => String(n).padStart(2, "0");
const wib = (d: Date) => new Date(d.getTime() + WIB_MS);
const day = (d: Date) => `${wib(d).getUTCFullYear()}-${pad(wib(d).getUTCMonth() + 1)}-${pad(wib(d).getUTCDate())}`;
const time = (d: Date) => `${pad(wib(d).getUTCHours())}:${pad(wib(d).getUTCMinutes())}`;

/**
 * Minutes from the hand-over to each step. The courier's counter receives and sorts the parcel before the shop's
 * staff record the waybill (so a freshly shipped order already has two entries); the rest follow every few hours.
 */
function stepOffsets(seed: Buffer): number[] {
  return STEPS.map((_, i) => {
    const jitter = (seed[2 + i] ?? 0) % 50;
    if (i === 0) return -120 + jitter;
    if (i === 1) return -60 + jitter;
    return (i - 1) * 7 * 60 + jitter;
  });
}

/**
 * Each step's time. The steps before the hand-over happen after the order was placed: in a parcel shipped soon after
 * its order they share out the time between the two, the counter at a third and the sorting at two thirds.
 */
function stepTimes(start: Date, offsets: number[], placedAt: Date | undefined): Date[] {
  return offsets.map((minutes, i) => {
    const at = start.getTime() + minutes * 60_000;
    if (!placedAt || minutes >= 0) return new Date(at);
    const share = placedAt.getTime() + ((i + 1) * (start.getTime() - placedAt.getTime())) / 3;
    return new Date(Math.max(at, share));
  });
}

/**
 * The sandbox's tracking: a deterministic history for a waybill, from the hub's city to the destination, in WIB,
 * that follows the order's own times: it starts when the staff recorded the waybill (`shippedAt`), or an hour after
 * the order was placed, and no step comes before `placedAt`. Only the steps already past `now` show; with neither
 * time the parcel is an old, seeded shipment.
 */
export function sandboxWaybill(waybill: string, opts: TrackOptions = {}, now = new Date()): Waybill {
  const seed = createHash("sha1").update(waybill).digest();
  const anchored = opts.shippedAt ?? (opts.placedAt ? new Date(opts.placedAt.getTime() + 3600_000) : undefined);
  const start = anchored ?? new Date(Date.UTC(2025, 0, 1 + ((seed[0] ?? 0) % 28), 2, 0));
  const planned = 2 + ((seed[1] ?? 0) % (STEPS.length - 1));
  const at = stepTimes(start, stepOffsets(seed), opts.placedAt);
  const due = anchored ? at.filter((t) => t.getTime() <= now.getTime()).length : STEPS.length;
  const reached = Math.max(2, Math.min(planned, due));
  const origin = (opts.originCity ?? "JAKARTA").toUpperCase();
  const destination = (opts.destinationCity ?? "BANDUNG").toUpperCase();
  const manifest = STEPS.slice(0, reached).map((description, i) => ({
    manifest_description: description,
    manifest_date: day(at[i]!),
    manifest_time: time(at[i]!),
    city_name: i < AT_ORIGIN ? origin : destination,
  }));
  const last = manifest[manifest.length - 1]!;
  const delivered = reached === STEPS.length;
  const receiver = opts.receiverName ?? "RECEIVER";
  return {
    summary: {
      courier_code: "jne",
      waybill_number: waybill,
      service_code: opts.serviceCode ?? "REG",
      waybill_date: manifest[0]!.manifest_date,
      receiver_name: receiver,
      status: delivered ? "DELIVERED" : "ON PROCESS",
    },
    delivery_status: {
      status: delivered ? "DELIVERED" : "ON PROCESS",
      pod_receiver: delivered ? receiver : "",
      pod_date: delivered ? last.manifest_date : "",
      pod_time: delivered ? last.manifest_time : "",
    },
    manifest,
  };
}
