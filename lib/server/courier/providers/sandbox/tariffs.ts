import "server-only";
import { courierNote } from "@/lib/domain/checkout/courier-notes";

/**
 * The sandbox courier's deterministic tariffs: a zone from the origin and destination area codes and a per-kg
 * rate per service tier (spec section 9: 1 day, 1-2 days, same day, cargo 2-3 days with a 10 kg minimum).
 */
export type Zone = "CITY" | "PROVINCE" | "ISLAND" | "FAR";

export const CARGO_MIN_KG = 10;

interface Tier {
  service: string;
  description: string;
  etd: string;
  notes: string;
  cargo: boolean;
  /** Rupiah per kg by zone; absent means the tier is not offered there. */
  perKg: Partial<Record<Zone, number>>;
}

export const TIERS: readonly Tier[] = [
  {
    service: "SDS",
    description: "Same Day Service",
    etd: "1",
    notes: courierNote("sameDay", "08:00"),
    cargo: false,
    perKg: { CITY: 25000 },
  },
  {
    service: "YES",
    description: "Yakin Esok Sampai",
    etd: "1",
    notes: "",
    cargo: false,
    perKg: { CITY: 15000, PROVINCE: 20000, ISLAND: 30000, FAR: 55000 },
  },
  {
    service: "REG",
    description: "Layanan Reguler",
    etd: "1-2",
    notes: "",
    cargo: false,
    perKg: { CITY: 9000, PROVINCE: 12000, ISLAND: 18000, FAR: 35000 },
  },
  {
    service: "JTR",
    description: "JNE Trucking (Cargo)",
    etd: "2-3",
    notes: courierNote("minimumKg", CARGO_MIN_KG),
    cargo: true,
    perKg: { CITY: 4000, PROVINCE: 5000, ISLAND: 6000, FAR: 9000 },
  },
];

/** Area codes: province "32", city "32.73", district "32.73.07"; the province code's first digit is the island group. */
export function zoneBetween(origin: string, destination: string): Zone {
  const city = (code: string) => code.split(".").slice(0, 2).join(".");
  const province = (code: string) => code.split(".")[0] ?? "";
  if (city(origin) === city(destination)) return "CITY";
  if (province(origin) === province(destination)) return "PROVINCE";
  if (province(origin).charAt(0) === province(destination).charAt(0)) return "ISLAND";
  return "FAR";
}

/** Charged weight in whole kg: rounded up, at least 1 kg, and at least 10 kg for cargo. */
export function chargedKg(weightGrams: number, cargo: boolean): number {
  const kg = Math.max(1, Math.ceil(Math.max(0, weightGrams) / 1000));
  return cargo ? Math.max(CARGO_MIN_KG, kg) : kg;
}

export interface Tariff {
  service: string;
  description: string;
  etd: string;
  notes: string;
  tariff: number;
}

/** The tiers offered from origin to destination for a parcel's weight: cargo only once the parcel weighs its minimum. */
export function sandboxTariffs(origin: string, destination: string, weightGrams: number): Tariff[] {
  const zone = zoneBetween(origin, destination);
  return TIERS.flatMap((tier) => {
    const rate = tier.perKg[zone];
    if (rate == null) return [];
    if (tier.cargo && weightGrams < CARGO_MIN_KG * 1000) return [];
    return [
      {
        service: tier.service,
        description: tier.description,
        etd: tier.etd,
        notes: tier.notes,
        tariff: rate * chargedKg(weightGrams, tier.cargo),
      },
    ];
  });
}
