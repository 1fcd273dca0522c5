import "server-only";
import type { OrderTracking, TrackingEntry } from "@/lib/domain/orders/contract";
import type { Waybill } from "./types";

/** '2025-01-05' + '14:07' (or '14:07:30') → '2025-01-05 14:07:00'; '' when the date is missing. */
export function waybillDateTime(date: string | null | undefined, time: string | null | undefined): string {
  const d = (date ?? "").trim();
  if (!d) return "";
  const t = (time ?? "").trim() || "00:00";
  return `${d} ${/^\d{1,2}:\d{2}$/.test(t) ? `${t.padStart(5, "0")}:00` : t}`;
}

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * A RajaOngkir-shaped waybill (summary, delivery_status, manifest) → the spec's order_tracking: the manifest,
 * newest first, is track_history; last_status is the delivery status with the proof-of-delivery time and
 * receiver when delivered, else the newest manifest entry's time.
 */
export function waybillToTracking(waybill: Waybill): OrderTracking {
  const consignee = orNull(waybill.summary?.receiver_name);
  const history: TrackingEntry[] = (waybill.manifest ?? [])
    .map((m, index) => ({
      index,
      entry: {
        date_time: waybillDateTime(m.manifest_date, m.manifest_time),
        status: m.manifest_description,
        city: orNull(m.city_name),
        receiver_name: consignee,
      },
    }))
    // Couriers list the manifest oldest first or newest first; order it by time, keeping the given order on ties.
    .sort((a, b) =>
      a.entry.date_time === b.entry.date_time ? b.index - a.index : a.entry.date_time < b.entry.date_time ? 1 : -1,
    )
    .map((x) => x.entry);
  const ds = waybill.delivery_status;
  const newest = history[0];
  const status = orNull(ds?.status) ?? orNull(waybill.summary?.status) ?? newest?.status ?? null;
  if (!status) return { last_status: null, track_history: history };
  const podTime = waybillDateTime(ds?.pod_date, ds?.pod_time);
  return {
    last_status: {
      status,
      date_time: podTime || newest?.date_time || "",
      receiver_name: orNull(ds?.pod_receiver) ?? consignee,
    },
    track_history: history,
  };
}
