"use client";

/**
 * The product page's delivery estimate (`GET delivery-estimate`) as an SWR read, and the area a shopper picked for it,
 * remembered in this browser (localStorage) so every product page estimates for it.
 */
import useSWR from "swr";
import type { DeliveryEstimate } from "@/lib/domain/delivery/contract";
import { readOptions, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";

export const DELIVERY_ESTIMATE_PATH = "delivery-estimate";
export const DELIVERY_AREA_KEY = "delivery_area";

/** The picked area: its subdistrict and the province and city it was picked under (to show the picker filled in). */
export interface DeliveryArea {
  province_id: string;
  city_id: string;
  subdistrict_id: string;
}

const CODE = /^\d{2}(\.\d{2}){0,2}$/;

export function readDeliveryArea(): DeliveryArea | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DELIVERY_AREA_KEY) ?? "null") as Partial<DeliveryArea> | null;
    if (!stored || ![stored.province_id, stored.city_id, stored.subdistrict_id].every((c) => CODE.test(c ?? "")))
      return null;
    return stored as DeliveryArea;
  } catch {
    return null;
  }
}

export function saveDeliveryArea(area: DeliveryArea): void {
  try {
    localStorage.setItem(DELIVERY_AREA_KEY, JSON.stringify(area));
  } catch {
    // A browser refusing storage estimates for this page only.
  }
}

/**
 * The estimate for a product in a size ('' for any) at a subdistrict (null: the signed-in shopper's primary address,
 * or none). Nothing is read while `enabled` is false (before the page knows who is shopping). The previous answer
 * stays shown while a new size or area is read, so the line changes in place.
 */
export function useDeliveryEstimate(
  productId: number,
  size: string,
  subdistrictId: string | null,
  enabled: boolean,
): { data: DeliveryEstimate | null; failed: boolean } {
  const { data, error } = useSWR<DeliveryEstimate>(
    swrKey(enabled && DELIVERY_ESTIMATE_PATH, {
      product_id: productId,
      size: size || undefined,
      subdistrict_id: subdistrictId ?? undefined,
    }),
    swrFetcher,
    { ...readOptions, revalidateOnFocus: false, keepPreviousData: true },
  );
  return { data: data ?? null, failed: Boolean(error) && !data };
}
