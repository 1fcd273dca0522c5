import { z } from "zod";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { listShowroomRegions } from "@/lib/server/showrooms/showrooms";

const query = z.object({ store_listing: z.enum(["0", "1"], { error: "store_listing must be 1 or 0." }).optional() });

export const GET = handle(async (req) => {
  const input = readQuery(req, query);
  if (!input.ok) return input;
  return ok({ showroom_region_list: await listShowroomRegions(input.data.store_listing === "1") });
});
