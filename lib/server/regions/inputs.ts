import "server-only";
import { z } from "zod";
import { regionId } from "@/lib/domain/schemas/common";

/** Official region codes: province "32", city "32.73". */
export const provinceIdQuery = z.object({ province_id: regionId("province", "province_id must be a province code.") });
export const cityIdQuery = z.object({ city_id: regionId("city", "city_id must be a city code.") });
