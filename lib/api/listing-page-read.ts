/**
 * Reads one of the listing's pages 2..n and tells the shopper when it fails ('Fail to retrieve products.'). Loaded
 * with the listing's first scroll to its end (./listing-pages.ts), not with the page: the request layer, the spec's
 * messages and their translation are the listing's first load's largest share that its first paint does not use.
 */
import { toast } from "sonner";
import type { ProductList } from "@/lib/domain/catalog/contract";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import { apiRequest } from "./request";

export async function readListingPage(key: string): Promise<ProductList | null> {
  const result = await apiRequest<ProductList>("GET", key);
  if (result.ok) return result.data;
  toast.error(localize(MSG.load.products));
  return null;
}
