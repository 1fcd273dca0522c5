import { backdropFor, garmentPhoto, poster, uniqueMedia } from "./media-specs";
import type { ModelPlan, SubCategoryPlan } from "./model-types";
import { BOTTOMS_SUBS } from "./models-bottoms";
import { TOPS_SUBS } from "./models-tops";
import { planPrice } from "./price-plan";
import { rngFor } from "./prng";
import { describeProduct } from "./product-text";
import { categoryTranslations } from "./translations-data";
import type { Catalog, CategoryDef, CategorySubDef, GroupDef, MediaAsset, ProductDef, SubGroupDef } from "./types";
import { COLORS, PALETTES, SIZE_CHARTS, SIZE_RUNS, type ColorKey, type SizeRunKey } from "./words";

export const TOPS_ID = 9;
export const BOTTOMS_ID = 11;
export const KIDS_GROUP_ID = 3;
/** Products are dated back from this instant (never "now"), one every ~12.5 hours over ~120 days. */
export const CATALOG_BASE_DATE = new Date("2026-11-01T00:00:00Z");

const HOUR = 3_600_000;

export const GROUPS: GroupDef[] = [
  { id: 1, name: "Men" },
  { id: 2, name: "Women" },
  { id: KIDS_GROUP_ID, name: "Kids" },
];

export const SUB_GROUPS: SubGroupDef[] = [
  { id: 1, groupId: 1, name: "Men Essentials" },
  { id: 2, groupId: 1, name: "Men Smart Casual" },
  { id: 3, groupId: 1, name: "Men Denim" },
  { id: 4, groupId: 2, name: "Women Essentials" },
  { id: 5, groupId: 2, name: "Women Workwear" },
  { id: 6, groupId: 2, name: "Women Denim & Bottoms" },
  { id: 7, groupId: 3, name: "Kids Boys" },
  { id: 8, groupId: 3, name: "Kids Girls" },
];

const CATEGORY_PLANS = [
  {
    id: TOPS_ID,
    name: "TOPS",
    subs: TOPS_SUBS,
    defaultSizes: "menLetter" as SizeRunKey,
    background: ["#f6efe6", "#e7d9c6"] as [string, string],
    coverText: "Kaos, kemeja, polo, hoodie dan blouse untuk setiap hari.",
  },
  {
    id: BOTTOMS_ID,
    name: "BOTTOMS",
    subs: BOTTOMS_SUBS,
    defaultSizes: "menWaist" as SizeRunKey,
    background: ["#e9eef3", "#c9d5e2"] as [string, string],
    coverText: "Jeans, chino, celana pendek, rok dan jogger dengan potongan terbaik.",
  },
];

interface Draft {
  categoryId: number;
  sub: SubCategoryPlan;
  model: ModelPlan;
  sizes: SizeRunKey;
  color: ColorKey;
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function sizeChartAsset(run: SizeRunKey): MediaAsset {
  const chart = SIZE_CHARTS[run];
  return {
    url: `/media/size-charts/${kebab(run)}.webp`,
    width: 900,
    height: 600,
    format: "webp",
    spec: { kind: "size-chart", ...chart },
  };
}

function buildCategories(media: MediaAsset[]): { categories: CategoryDef[]; categorySubs: CategorySubDef[] } {
  const categories: CategoryDef[] = [];
  const categorySubs: CategorySubDef[] = [];
  CATEGORY_PLANS.forEach((plan, ci) => {
    const coverImageUrl = `/media/categories/${plan.name.toLowerCase()}.webp`;
    const garments = plan.subs
      .slice(0, 4)
      .map((s, i) => ({ garment: s.garment, colorHex: COLORS[PALETTES.basic[i * 3]].hex }));
    media.push(
      poster(coverImageUrl, 1600, 500, {
        title: plan.name,
        subtitle: plan.coverText,
        background: plan.background,
        garments,
      }),
    );
    categories.push({
      id: plan.id,
      name: plan.name,
      coverImageUrl,
      coverText: plan.coverText,
      sortOrder: ci + 1,
      translations: categoryTranslations(plan.name),
    });
    plan.subs.forEach((sub, si) => {
      const coverImageUrl = sub.showCover ? `/media/categories/sub-${sub.id}.webp` : null;
      if (coverImageUrl) {
        const colors = PALETTES[sub.models[0].palette].slice(0, 3);
        media.push(
          poster(coverImageUrl, 1600, 500, {
            title: sub.name,
            subtitle: sub.coverText ?? "",
            background: plan.background,
            align: si % 2 === 0 ? "left" : "right",
            garments: colors.map((c) => ({ garment: sub.garment, colorHex: COLORS[c].hex })),
          }),
        );
      }
      categorySubs.push({
        id: sub.id,
        categoryId: plan.id,
        name: sub.name,
        showCover: sub.showCover,
        coverImageUrl,
        coverText: sub.showCover ? sub.coverText : null,
        sortOrder: si + 1,
        translations: categoryTranslations(sub.name),
      });
    });
  });
  return { categories, categorySubs };
}

function buildDrafts(): Draft[] {
  const drafts: Draft[] = [];
  for (const plan of CATEGORY_PLANS) {
    for (const sub of plan.subs) {
      for (const model of sub.models) {
        const colors = rngFor(`colors:${model.name}`).sample(PALETTES[model.palette], model.variants);
        for (const color of colors)
          drafts.push({ categoryId: plan.id, sub, model, sizes: model.sizes ?? plan.defaultSizes, color });
      }
    }
  }
  // Interleave sub-categories so "newest" mixes tops and bottoms like a real shop.
  return rngFor("catalog:order").sample(drafts, drafts.length);
}

/** A model's style code: its name in lower case, words joined by '-' ("hoodie-oversize-heavy-cotton"). */
export function styleOf(modelName: string): string {
  return modelName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function buildProduct(draft: Draft, id: number, total: number, codeSeq: number, media: MediaAsset[]): ProductDef {
  const key = `${draft.model.name}|${draft.color}`;
  const rng = rngFor(`product:${key}`);
  const color = COLORS[draft.color];
  const subGroupId = draft.model.subGroupId;
  const groupId = SUB_GROUPS.find((g) => g.id === subGroupId)?.groupId ?? 1;
  const createdAt = new Date(CATALOG_BASE_DATE.getTime() - (total - id) * 12.5 * HOUR - rng.int(0, 59) * 60_000);
  const productCode = `${draft.sub.prefix}-${String(createdAt.getUTCFullYear()).slice(2)}-${String(codeSeq).padStart(4, "0")}`;
  const productName = `${draft.model.name} ${color.name}`;
  const sizes = SIZE_RUNS[draft.sizes].map((s) => ({ ...s }));
  const pattern = draft.model.pattern ?? "plain";
  const backdrop = backdropFor(color.hex, rng);
  const views = rng.chance(0.6) ? (["front", "back", "detail"] as const) : (["front", "back"] as const);
  const images = views.map((view, i) => {
    const imageUrl = `/media/products/${productCode.toLowerCase()}-${i + 1}.webp`;
    media.push(garmentPhoto(imageUrl, draft.sub.garment, color.hex, pattern, view, backdrop, draft.model.motif));
    return { imageUrl, imageType: i === 0 ? ("COVER" as const) : ("GALLERY" as const), sortOrder: i + 1 };
  });
  let sizeChartUrl: string | null = null;
  if (rng.chance(0.55)) {
    const chart = sizeChartAsset(draft.sizes);
    media.push(chart);
    sizeChartUrl = chart.url;
  }
  const [minWeight, maxWeight] = draft.sub.weight;
  const weightTop = groupId === KIDS_GROUP_ID ? minWeight + Math.round((maxWeight - minWeight) / 3) : maxWeight;
  const text = describeProduct(
    {
      modelName: draft.model.name,
      garment: draft.sub.garment,
      fabric: draft.model.fabric,
      fit: draft.model.fit,
      colorName: color.name,
      groupId,
      sizes,
    },
    rng,
  );
  return {
    id,
    productName,
    productCode,
    categoryId: draft.categoryId,
    categorySubId: draft.sub.id,
    groupId,
    subGroupId,
    ...planPrice(draft.model.price, groupId === KIDS_GROUP_ID, rng),
    shortDescription: text.short,
    detailedDescription: text.detailed,
    sizeChartUrl,
    colorName: color.name,
    style: draft.model.variants > 1 ? styleOf(draft.model.name) : null,
    colorHex: color.hex,
    garment: draft.sub.garment,
    pattern,
    weightGrams: Math.round(rng.int(minWeight, weightTop) / 10) * 10,
    searchText: `${productName} ${productCode} ${color.name}`.toLowerCase(),
    createdAt,
    sizes,
    images,
    relatedProductIds: [],
  };
}

/** Four related products per product: the next ones of the same sub-category, wrapping around. */
function linkRelated(products: ProductDef[]): void {
  const bySub = new Map<number, ProductDef[]>();
  for (const p of products) bySub.set(p.categorySubId, [...(bySub.get(p.categorySubId) ?? []), p]);
  for (const list of bySub.values()) {
    list.forEach((p, i) => {
      p.relatedProductIds = [1, 2, 3, 4].map((k) => list[(i + k) % list.length].id).filter((rid) => rid !== p.id);
    });
  }
}

/** The pure catalogue: categories 9 and 11, groups, sub-groups and ~230 products with sizes and images. */
export function buildCatalog(): Catalog {
  const media: MediaAsset[] = [];
  const { categories, categorySubs } = buildCategories(media);
  const drafts = buildDrafts();
  const seqByPrefix = new Map<string, number>();
  const products = drafts.map((draft, i) => {
    const seq = (seqByPrefix.get(draft.sub.prefix) ?? 0) + 1;
    seqByPrefix.set(draft.sub.prefix, seq);
    return buildProduct(draft, i + 1, drafts.length, seq, media);
  });
  linkRelated(products);
  return {
    categories,
    categorySubs,
    groups: GROUPS.map((g) => ({ ...g })),
    subGroups: SUB_GROUPS.map((g) => ({ ...g })),
    products,
    media: uniqueMedia(media),
  };
}
