import "server-only";
import type { Result } from "../result";

/** One shipping option of spec section 3 (courier, service, description, tariff, etd, notes). */
export type { ShippingOption } from "@/lib/domain/checkout/contract";
import type { ShippingOption } from "@/lib/domain/checkout/contract";

export interface CostRequest {
  /** Origin and destination subdistrict codes (e.g. "32.73.07"). */
  origin: string;
  destination: string;
  weightGrams: number;
}

/** RajaOngkir-shaped waybill: summary, delivery status and manifest. */
export interface Waybill {
  summary: { courier_code: string; waybill_number: string; service_code: string; waybill_date: string; receiver_name: string; status: string };
  delivery_status: { status: string; pod_receiver: string; pod_date: string; pod_time: string };
  manifest: { manifest_description: string; manifest_date: string; manifest_time: string; city_name: string }[];
}

/** What the shop knows of a shipment; the sandbox builds its history from it, a real courier ignores it. */
export interface TrackOptions {
  originCity?: string;
  destinationCity?: string;
  receiverName?: string;
  serviceCode?: string;
  /** When the staff recorded the waybill. */
  shippedAt?: Date;
}

export interface CourierProvider {
  /** The one courier shown at checkout. */
  readonly code: string;
  cost(request: CostRequest): Promise<Result<ShippingOption[]>>;
  track(waybill: string, opts?: TrackOptions): Promise<Result<Waybill>>;
}
