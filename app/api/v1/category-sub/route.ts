import type { CategorySubData } from "@/lib/domain/catalog/contract";
import { idQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { getCategorySub } from "@/lib/server/catalog/categories";

export const GET = handle(async (req) => {
  const query = readQuery(req, idQuerySchema);
  if (!query.ok) return query;
  const found = await getCategorySub(query.data.id);
  return found.ok ? ok({ category_sub: found.data } satisfies CategorySubData) : found;
});
