import { buildCatalog } from "./catalog-data";
import { buildHomeContent } from "./home-data";
import { uniqueMedia } from "./media-specs";
import { buildBundlePromos, buildPromos } from "./promo-data";
import { buildStockPlan } from "./stock-plan";
import { SHOWROOM_REGIONS, buildShowrooms } from "./store-data";
import type { DemoData } from "./types";

/** The whole demo shop as plain data: the single source of truth for the seed and for generate-media. */
export function buildDemoData(): DemoData {
  const catalog = buildCatalog();
  const showrooms = buildShowrooms();
  const home = buildHomeContent();
  return {
    catalog,
    showroomRegions: SHOWROOM_REGIONS.map((r) => ({ ...r })),
    showrooms,
    stock: buildStockPlan(catalog.products, showrooms),
    promos: buildPromos(),
    bundlePromos: buildBundlePromos(catalog.products),
    home,
    media: uniqueMedia([...catalog.media, ...home.media]),
  };
}
