import { provinceIdQuery, type CityList } from "@/lib/domain/regions/contract";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { listCities } from "@/lib/server/regions/regions";

export const GET = handle(async (req) => {
  const input = readQuery(req, provinceIdQuery);
  return input.ok ? ok({ city_list: await listCities(input.data.province_id) } satisfies CityList) : input;
});
