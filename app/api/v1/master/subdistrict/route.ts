import { cityIdQuery, type SubdistrictList } from "@/lib/domain/regions/contract";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { listSubdistricts } from "@/lib/server/regions/regions";

export const GET = handle(async (req) => {
  const input = readQuery(req, cityIdQuery);
  return input.ok
    ? ok({ subdistrict_list: await listSubdistricts(input.data.city_id) } satisfies SubdistrictList)
    : input;
});
