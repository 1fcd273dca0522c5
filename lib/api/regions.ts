"use client";

/**
 * The province → city → subdistrict lists (`master/*`) as SWR reads: the one source of the region selects of the
 * account's address form and the checkout's guest address. A list is empty until its parent is chosen.
 */
import useSWR from "swr";
import type {
  City,
  CityList,
  Province,
  ProvinceList,
  Subdistrict,
  SubdistrictList,
} from "@/lib/domain/regions/contract";
import { readOptions, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";

export const REGION_PATHS = {
  province: "master/province",
  city: "master/city",
  subdistrict: "master/subdistrict",
} as const;

/** The lists change with a data release, not while a shopper types an address. */
const STATIC = { ...readOptions, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** Every province; `initial` (read by the page on the server) spares the first request. */
export function useProvinces(initial?: Province[]): Province[] {
  const { data } = useSWR<ProvinceList>(swrKey(REGION_PATHS.province), swrFetcher, {
    ...STATIC,
    ...(initial && initial.length > 0 ? { fallbackData: { province_list: initial }, revalidateOnMount: false } : {}),
  });
  return data?.province_list ?? initial ?? [];
}

/** The cities and regencies of a province; [] while none is chosen. */
export function useCities(provinceId: string | null | undefined): City[] {
  const { data } = useSWR<CityList>(
    swrKey(provinceId ? REGION_PATHS.city : null, { province_id: provinceId }),
    swrFetcher,
    STATIC,
  );
  return provinceId ? (data?.city_list ?? []) : [];
}

/** The subdistricts of a city; [] while none is chosen. */
export function useSubdistricts(cityId: string | null | undefined): Subdistrict[] {
  const { data } = useSWR<SubdistrictList>(
    swrKey(cityId ? REGION_PATHS.subdistrict : null, { city_id: cityId }),
    swrFetcher,
    STATIC,
  );
  return cityId ? (data?.subdistrict_list ?? []) : [];
}
