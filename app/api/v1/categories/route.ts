import type { CategoriesData } from "@/lib/domain/catalog/contract";
import { handle } from "@/lib/server/http/handler";
import { ok } from "@/lib/server/result";
import { listCategories } from "@/lib/server/catalog/categories";

export const GET = handle(async () => ok({ categories: await listCategories() } satisfies CategoriesData));
