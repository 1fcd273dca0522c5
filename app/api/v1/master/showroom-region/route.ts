import type { ShowroomRegionListData } from "@/lib/domain/showrooms/contract";
import { showroomRegionQuerySchema } from "@/lib/domain/showrooms/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { listShowroomRegions } from "@/lib/server/showrooms/showrooms";

export const GET = handle(async (req) => {
  const input = readQuery(req, showroomRegionQuerySchema);
  if (!input.ok) return input;
  return ok({
    showroom_region_list: await listShowroomRegions(input.data.store_listing === "1"),
  } satisfies ShowroomRegionListData);
});
