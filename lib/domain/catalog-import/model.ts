import type { ContentTranslations } from "../content-translations";
import type { BundleRow, ProductFields, PromoRow, ShowroomRow } from "./rows";

/** A category (its own row in categories.csv) with its sub-categories, in file order. */
export interface ImportCategory {
  line: number;
  id: number | null;
  name: string;
  coverImage: string | null;
  coverText: string | null;
  translations: ContentTranslations<"name" | "coverText">;
  subs: ImportSub[];
}

export interface ImportSub {
  line: number;
  id: number | null;
  name: string;
  showCover: boolean;
  coverImage: string | null;
  coverText: string | null;
  translations: ContentTranslations<"name" | "coverText">;
}

export interface ImportSize {
  line: number;
  sku: string;
  sizeCode: string;
  sizeName: string;
}

export interface ImportProduct {
  line: number;
  fields: ProductFields;
  sizes: ImportSize[];
}

export type ImportShowroom = ShowroomRow & { line: number };

/** A showroom region, in the order it first appears in showrooms.csv. */
export interface ImportRegion {
  line: number;
  name: string;
  id: number | null;
}

export interface ImportShowrooms {
  regions: ImportRegion[];
  list: ImportShowroom[];
}
export type ImportPromo = PromoRow & { line: number };
export type ImportBundle = BundleRow & { line: number };

export interface ImportStock {
  line: number;
  sku: string;
  showroom: string;
  onHand: number;
  /** When the count was taken (the `counted_at` column); null: the import's time. */
  countedAt: Date | null;
}

export interface ImportSlider {
  type: "IMAGE" | "YOUTUBE";
  media_url: string | null;
  media_url_mobile: string | null;
  youtube_video_id: string | null;
  title: string | null;
  href_url: string | null;
  open_new_tab: boolean;
  active: boolean;
  /** The title and pictures in the other languages (a picture carries the slide's words). */
  translations: ContentTranslations<"title" | "mediaUrl" | "mediaUrlMobile">;
}

export interface ImportSection {
  key: string;
  sort_order: number;
  title: string | null;
  subtitle: string | null;
  body: string | null;
  image_url: string | null;
  image_url_mobile: string | null;
  href_url: string | null;
  action_label: string | null;
  translations: ContentTranslations<"title" | "subtitle" | "body" | "actionLabel">;
}

export interface ImportHashtagImage {
  image_url: string;
  ig_url: string;
  caption: string | null;
  translations: ContentTranslations<"caption">;
}

/** home.json: the home page's sliders, sections (banners, popup art, logos…), settings and hashtag gallery. */
export interface ImportHome {
  sliders: ImportSlider[];
  sections: ImportSection[];
  settings: Record<string, string>;
  hashtag_images: ImportHashtagImage[];
}

/** A whole import, validated; a kind whose file is absent is undefined and left alone. */
export interface CatalogImport {
  categories?: ImportCategory[];
  products?: ImportProduct[];
  showrooms?: ImportShowrooms;
  stock?: ImportStock[];
  promos?: ImportPromo[];
  bundles?: ImportBundle[];
  home?: ImportHome;
  /** File names under images/ that the import brings. */
  images: Set<string>;
}

/** The kinds whose files are small (read whole); products and stock stream (lib/domain/catalog-import/stream-builders.ts). */
export type SmallImport = Omit<CatalogImport, "products" | "stock">;

/** What the database already holds, for the cross-file checks of a partial import. */
export interface KnownCatalog {
  categories: Set<string>;
  showrooms: Set<string>;
  productCodes: Set<string>;
  skus: Set<string>;
  groups: Set<string>;
  districts: Set<string>;
}

export const categoryKey = (category: string, sub?: string | null) => (sub ? `${category}/${sub}` : category);
