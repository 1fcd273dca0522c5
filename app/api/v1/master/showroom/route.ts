import type { ShowroomListData } from "@/lib/domain/showrooms/contract";
import { handle } from "@/lib/server/http/handler";
import { ok } from "@/lib/server/result";
import { listShowrooms } from "@/lib/server/showrooms/showrooms";

export const GET = handle(async () => ok({ showroom_list: await listShowrooms() } satisfies ShowroomListData));
