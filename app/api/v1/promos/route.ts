import type { ProductPromosData } from "@/lib/domain/catalog/home-contract";
import { handle } from "@/lib/server/http/handler";
import { ok } from "@/lib/server/result";
import { listProductPromos } from "@/lib/server/promos/bundles";

export const GET = handle(async () => ok({ product_promos: await listProductPromos() } satisfies ProductPromosData));
