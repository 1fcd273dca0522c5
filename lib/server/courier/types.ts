import "server-only";
import type { Result } from "../result";

/** One shipping option of spec section 3 (courier, service, description, tariff, etd, notes). */
export type { ShippingOption } from "@/lib/domain/checkout/contract";
import type { ShippingOption } from "@/lib/domain/checkout/contract";

/** An environment: process.env, or a test's own. */
export type CourierEnv = Readonly<Record<string, string | undefined>>;

/**
 * A place the courier delivers to, in the courier's own ids (never a Kemendagri code): `label` is what the shopper
 * confirms ("KEBAYORAN BARU, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12130").
 */
export interface CourierDestination {
  id: string;
  label: string;
  zip: string;
}

/** What the shop knows of an address, to find the courier's destinations for it: the official district and the zip. */
export interface DestinationQuery {
  /** The official district code ("31.74.07", docs/regions.md). */
  districtCode: string;
  district: string;
  city: string;
  province: string;
  /** The postal code the shopper typed; may be empty (spec section 5 does not check a guest's). */
  zip: string;
}

export interface CostRequest {
  /** The hub's and the address's destination ids, both of this courier. */
  origin: string;
  destination: string;
  weightGrams: number;
}

/** A waybill as the shop shows it: summary, delivery status and manifest (RajaOngkir's shape, which others map to). */
export interface Waybill {
  summary: {
    courier_code: string;
    waybill_number: string;
    service_code: string;
    waybill_date: string;
    receiver_name: string;
    status: string;
  };
  delivery_status: { status: string; pod_receiver: string; pod_date: string; pod_time: string };
  manifest: { manifest_description: string; manifest_date: string; manifest_time: string; city_name: string }[];
}

/** What the shop knows of a shipment; the sandbox builds its history from it, a real courier takes what it needs. */
export interface TrackOptions {
  /** The courier code of the shipping option the order chose ("jne", "sicepat"). */
  courier?: string;
  /** The recipient's phone: some couriers (JNE) check its last digits. */
  recipientPhone?: string;
  originCity?: string;
  destinationCity?: string;
  receiverName?: string;
  serviceCode?: string;
  /** When the staff recorded the waybill. */
  shippedAt?: Date;
  /** When the order was placed: a sandbox history has no event before it. */
  placedAt?: Date;
}

export interface CourierProvider {
  /** The registry name ("sandbox", "rajaongkir"): stored beside each destination id, whose courier it is. */
  readonly name: string;
  /** The courier's destinations matching an address, best first (a short list for the shopper to confirm one). */
  findDestinations(query: DestinationQuery): Promise<Result<CourierDestination[]>>;
  cost(request: CostRequest): Promise<Result<ShippingOption[]>>;
  track(waybill: string, opts?: TrackOptions): Promise<Result<Waybill>>;
}

/** One courier plug-in (lib/server/courier/providers/<name>/): its settings and how to make it. */
export interface CourierPlugin {
  readonly name: string;
  /** A sandbox invents its answers: live mode refuses it. */
  readonly sandbox: boolean;
  /** Its settings' problems, each naming the variable (empty when they are fine). */
  settingsProblems(env: CourierEnv): string[];
  /** Live mode's checks (lib/server/config/live-values.ts): its credentials, its base addresses, its sandbox hosts. */
  readonly secrets?: readonly string[];
  readonly endpoints?: readonly string[];
  readonly sandboxHosts?: readonly string[];
  create(env: CourierEnv, fetchImpl?: typeof fetch): CourierProvider;
}
