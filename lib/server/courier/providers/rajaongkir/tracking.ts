import "server-only";
import type { Waybill } from "../../types";
import type { WaybillData } from "./wire";

/** track/waybill's data → the shop's waybill (RajaOngkir's names, which waybill-tracking.ts maps to the spec's tracking). */
export function toWaybill(data: WaybillData): Waybill {
  const ds = data.delivery_status;
  return {
    summary: data.summary,
    delivery_status: {
      status: ds?.status || (data.delivered ? "DELIVERED" : ""),
      pod_receiver: ds?.pod_receiver ?? "",
      pod_date: ds?.pod_date ?? "",
      pod_time: ds?.pod_time ?? "",
    },
    manifest: data.manifest ?? [],
  };
}
