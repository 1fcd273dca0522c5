/** The province → city → subdistrict lists (spec section 7, `master/*`): official area codes as ids. */
import { z } from "zod";
import { regionId } from "@/lib/domain/api/input-fields";
import { REGIONS_MSG } from "./messages";

/** `GET master/city?province_id=`: a province code ("32"). */
export const provinceIdQuery = z.object({ province_id: regionId("province", REGIONS_MSG.provinceInvalid) });
/** `GET master/subdistrict?city_id=`: a city code ("32.73"). */
export const cityIdQuery = z.object({ city_id: regionId("city", REGIONS_MSG.cityInvalid) });

export const provinceSchema = z.object({ id: z.string(), province_name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

/** `city_name` already carries its type ("Kota Bandung", "Kabupaten Bandung"). */
export const citySchema = z.object({ id: z.string(), type: z.string(), city_name: z.string() });
export type City = z.infer<typeof citySchema>;

export const subdistrictSchema = z.object({ id: z.string(), subdistrict_name: z.string() });
export type Subdistrict = z.infer<typeof subdistrictSchema>;

export const provinceListSchema = z.object({ province_list: z.array(provinceSchema) });
export type ProvinceList = z.infer<typeof provinceListSchema>;

export const cityListSchema = z.object({ city_list: z.array(citySchema) });
export type CityList = z.infer<typeof cityListSchema>;

export const subdistrictListSchema = z.object({ subdistrict_list: z.array(subdistrictSchema) });
export type SubdistrictList = z.infer<typeof subdistrictListSchema>;
