import type { CategoryData } from "@/lib/domain/catalog/contract";
import { idQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { getCategory } from "@/lib/server/catalog/categories";

export const GET = handle(async (req) => {
  const query = readQuery(req, idQuerySchema);
  if (!query.ok) return query;
  const found = await getCategory(query.data.id);
  return found.ok ? ok({ category: found.data } satisfies CategoryData) : found;
});
