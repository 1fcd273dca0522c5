import { toCsv } from "../../domain/catalog-import/csv-write";
import {
  BUNDLE_COLUMNS,
  CATALOG_FILES,
  CATEGORY_COLUMNS,
  PRODUCT_COLUMNS,
  PROMO_COLUMNS,
  SHOWROOM_COLUMNS,
  skuOf,
  STOCK_COLUMNS,
  TRANSLATION_LANGS,
} from "../../domain/catalog-import/format";
import type { ImportHome } from "../../domain/catalog-import/model";
import type { ContentTranslations } from "../../domain/content-translations";
import type { DemoData } from "./types";

type Cells = Record<string, string | number | boolean | null>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function texts(translations: ContentTranslations, fields: Record<string, string>): Cells {
  const out: Cells = {};
  for (const lang of TRANSLATION_LANGS)
    for (const [field, column] of Object.entries(fields))
      out[`${column}_${lang}`] = translations[lang]?.[field] ?? null;
  return out;
}

function categories(data: DemoData): Cells[] {
  const { categories: cats, categorySubs } = data.catalog;
  const names = { name: "name", coverText: "cover_text" };
  return [...cats]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((c) => [
      {
        id: c.id,
        category: c.name,
        cover_image: c.coverImageUrl,
        cover_text: c.coverText,
        ...texts(c.translations, names),
      },
      ...categorySubs
        .filter((s) => s.categoryId === c.id)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((s) => ({
          id: s.id,
          category: c.name,
          sub_category: s.name,
          cover_image: s.coverImageUrl,
          cover_text: s.coverText,
          show_cover: s.showCover,
          ...texts(s.translations, names),
        })),
    ]);
}

function products(data: DemoData): Cells[] {
  const { categories: cats, categorySubs, groups, subGroups, products: list } = data.catalog;
  const name = <T extends { id: number; name: string }>(rows: T[], id: number | null) =>
    rows.find((r) => r.id === id)?.name ?? null;
  const code = new Map(list.map((p) => [p.id, p.productCode]));
  return list.flatMap((p) =>
    p.sizes.map((s, i): Cells => {
      const size = {
        product_code: p.productCode,
        sku: skuOf(p.productCode, s.sizeCode),
        size: s.sizeCode,
        size_name: s.sizeName === s.sizeCode ? null : s.sizeName,
      };
      if (i > 0) return size;
      return {
        ...size,
        product_id: p.id,
        name: p.productName,
        category: name(cats, p.categoryId),
        sub_category: name(categorySubs, p.categorySubId),
        group_id: p.groupId,
        group: name(groups, p.groupId),
        sub_group_id: p.subGroupId,
        sub_group: name(subGroups, p.subGroupId),
        short_description: p.shortDescription,
        description: p.detailedDescription,
        retail_price: p.retailPrice,
        net_price: p.netPrice,
        discount_percent: p.directDiscPercent,
        discount_amount: p.directDiscNominal,
        weight_grams: p.weightGrams,
        colour: p.colorName,
        style: p.style,
        size_chart: p.sizeChartUrl,
        active: true,
        created_at: p.createdAt.toISOString(),
        images: [...p.images]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((img) => img.imageUrl)
          .join("|"),
        related: p.relatedProductIds.map((id) => code.get(id)).join("|"),
      };
    }),
  );
}

/**
 * A demo hub's origin at the sandbox courier, whose destination ids are the district codes prefixed "sbx-"
 * (lib/server/courier/providers/sandbox/destinations.ts; tests/unit/seed checks the two agree).
 */
function sandboxOrigin(s: { isHub: boolean; subdistrictId: string }): Cells {
  if (!s.isHub) return {};
  return {
    courier: "sandbox",
    courier_destination_id: `sbx-${s.subdistrictId}`,
    courier_destination_label: `SANDBOX ${s.subdistrictId}`,
  };
}

function showrooms(data: DemoData): Cells[] {
  const regions = [...data.showroomRegions].sort((a, b) => a.sortOrder - b.sortOrder);
  const rank = new Map(regions.map((r, i) => [r.id, i]));
  const list = [...data.showrooms].sort(
    (a, b) => (rank.get(a.showroomRegionId) ?? 0) - (rank.get(b.showroomRegionId) ?? 0) || a.sortOrder - b.sortOrder,
  );
  return regions.flatMap((r): Cells[] => {
    const own = list.filter((s) => s.showroomRegionId === r.id);
    // A region with no showroom yet ("coming soon") is a row with only its region.
    if (!own.length) return [{ region_id: r.id, region: r.regionName }];
    return own.map((s) => ({
      id: s.id,
      name: s.showroomName,
      region_id: r.id,
      region: r.regionName,
      phone: s.phone,
      address1: s.address1,
      address2: s.address2,
      address3: s.address3,
      maps_url: s.mapsUrl,
      hub: s.isHub,
      district_code: s.subdistrictId,
      ...sandboxOrigin(s),
      active: true,
    }));
  });
}

function stock(data: DemoData): Cells[] {
  const code = new Map(data.catalog.products.map((p) => [p.id, p.productCode]));
  const showroom = new Map(data.showrooms.map((s) => [s.id, s.showroomName]));
  return data.stock.map((r) => ({
    sku: skuOf(code.get(r.productId) ?? "", r.sizeCode),
    showroom: showroom.get(r.showroomId) ?? "",
    on_hand: r.qty,
  }));
}

function bundles(data: DemoData): Cells[] {
  const { groups, subGroups, products: list } = data.catalog;
  const target = (i: DemoData["bundlePromos"][number]["items"][number]) => {
    if (i.bundlingType === "GROUP") return `group:${groups.find((g) => g.id === i.groupId)?.name}`;
    if (i.bundlingType === "PRODUCT") return `product:${list.find((p) => p.id === i.productId)?.productCode}`;
    const sub = subGroups.find((s) => s.id === i.subGroupId);
    return `sub_group:${groups.find((g) => g.id === sub?.groupId)?.name}/${sub?.name}`;
  };
  return [...data.bundlePromos]
    .sort((a, b) => a.id - b.id)
    .map((b) => ({
      name: b.name,
      description: b.description,
      item_count: b.bundlingItemCount,
      discount_percent: b.discPercent,
      starts_at: iso(b.startsAt),
      ends_at: iso(b.endsAt),
      active: b.isActive,
      targets: b.items.map(target).join("|"),
    }));
}

function home(data: DemoData): ImportHome {
  const { sliders, sections, settings, hashtagImages } = data.home;
  return {
    sliders: [...sliders]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((s) => ({
        type: s.sliderType,
        media_url: s.mediaUrl,
        media_url_mobile: s.mediaUrlMobile,
        youtube_video_id: s.youtubeVideoId,
        title: s.title,
        href_url: s.hrefUrl,
        open_new_tab: s.openNewTab,
        active: true,
        translations: s.translations ?? {},
      })),
    sections: sections.map((s) => ({
      key: s.sectionKey,
      sort_order: s.sortOrder,
      title: s.title,
      subtitle: s.subtitle,
      body: s.body,
      image_url: s.imageUrl,
      image_url_mobile: s.imageUrlMobile,
      href_url: s.hrefUrl,
      action_label: s.actionLabel,
      translations: s.translations,
    })),
    settings: Object.fromEntries(settings.map((s) => [s.key, s.value])),
    hashtag_images: [...hashtagImages]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((h) => ({
        image_url: h.imageUrl,
        ig_url: h.igUrl,
        caption: h.caption,
        translations: h.translations ?? {},
      })),
  };
}

/** The demo shop written in the catalogue format (docs/catalog-format.md): what the seed imports. */
export function demoCatalogFiles(data: DemoData): Record<string, Buffer> {
  const promos = [...data.promos]
    .sort((a, b) => a.id - b.id)
    .map((p) => ({
      code: p.code,
      type: p.category,
      description: p.description,
      discount_percent: p.discPercent,
      discount_amount: p.discNominal,
      max_discount: p.discMax,
      min_purchase: p.minPurchase,
      starts_at: iso(p.startsAt),
      ends_at: iso(p.endsAt),
      active: p.isActive,
      max_uses: p.maxUses,
      max_uses_per_shopper: p.maxUsesPerShopper,
      first_purchase_only: p.firstPurchaseOnly,
    }));
  return {
    [CATALOG_FILES.categories]: Buffer.from(toCsv(CATEGORY_COLUMNS, categories(data))),
    [CATALOG_FILES.products]: Buffer.from(toCsv(PRODUCT_COLUMNS, products(data))),
    [CATALOG_FILES.showrooms]: Buffer.from(toCsv(SHOWROOM_COLUMNS, showrooms(data))),
    [CATALOG_FILES.stock]: Buffer.from(toCsv(STOCK_COLUMNS, stock(data))),
    [CATALOG_FILES.promos]: Buffer.from(toCsv(PROMO_COLUMNS, promos)),
    [CATALOG_FILES.bundles]: Buffer.from(toCsv(BUNDLE_COLUMNS, bundles(data))),
    [CATALOG_FILES.home]: Buffer.from(JSON.stringify(home(data))),
  };
}
