import type { ProvinceList } from "@/lib/domain/regions/contract";
import { handle } from "@/lib/server/http/handler";
import { ok } from "@/lib/server/result";
import { listProvinces } from "@/lib/server/regions/regions";

export const GET = handle(async () => ok({ province_list: await listProvinces() } satisfies ProvinceList));
