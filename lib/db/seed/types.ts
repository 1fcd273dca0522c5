import type { ContentTranslations } from "../../domain/content-translations";
/** Shapes of the pure demo-shop definition (no database): the seed writes them, generate-media draws them. */

export type GarmentType =
  "tshirt" | "shirt" | "polo" | "hoodie" | "blouse" | "jeans" | "chino" | "shorts" | "skirt" | "jogger";
export type FabricPattern = "plain" | "stripe" | "plaid" | "print" | "denim";
export type ImageView = "front" | "back" | "detail";
/** A print tee's chest motif other than the default badge (mountains in a ring). */
export type ChestMotif = "dino";

export interface GarmentRef {
  garment: GarmentType;
  colorHex: string;
}

/** What to draw for one generated image. */
export type MediaSpec =
  | {
      kind: "garment";
      garment: GarmentType;
      colorHex: string;
      pattern: FabricPattern;
      view: ImageView;
      backdrop: string;
      /** A print's chest motif, where the model names one. */
      motif?: ChestMotif;
    }
  | {
      kind: "poster";
      title: string;
      subtitle: string;
      background: [string, string];
      ink: string;
      garments: GarmentRef[];
      align: "left" | "center" | "right";
      /** Bake the title into the image (sliders, popups); off where the page lays its own text over the art. */
      withText: boolean;
    }
  | {
      kind: "wordmark";
      text: string;
      tagline: string;
      background: string;
      ink: string;
      font: "serif" | "sans" | "mono";
    }
  | { kind: "app-badge"; store: "app-store" | "google-play" }
  | { kind: "size-chart"; title: string; columns: string[]; rows: string[][] };

export interface MediaAsset {
  /** Public URL, always under /media/. */
  url: string;
  width: number;
  height: number;
  format: "webp" | "png";
  spec: MediaSpec;
}

export interface CategoryDef {
  id: number;
  name: string;
  coverImageUrl: string;
  coverText: string;
  sortOrder: number;
  translations: ContentTranslations<"name" | "coverText">;
}

export interface CategorySubDef {
  id: number;
  categoryId: number;
  name: string;
  showCover: boolean;
  coverImageUrl: string | null;
  coverText: string | null;
  sortOrder: number;
  translations: ContentTranslations<"name" | "coverText">;
}

export interface GroupDef {
  id: number;
  name: string;
}

export interface SubGroupDef {
  id: number;
  groupId: number;
  name: string;
}

export interface SizeDef {
  sizeCode: string;
  sizeName: string;
  sortOrder: number;
}

export interface ProductImageDef {
  imageUrl: string;
  imageType: "COVER" | "GALLERY";
  sortOrder: number;
}

export interface ProductDef {
  id: number;
  productName: string;
  productCode: string;
  categoryId: number;
  categorySubId: number;
  groupId: number;
  subGroupId: number;
  retailPrice: number;
  netPrice: number;
  directDiscPercent: number;
  directDiscNominal: number;
  grandPrice: number;
  isSale: boolean;
  shortDescription: string;
  detailedDescription: string;
  sizeChartUrl: string | null;
  colorName: string;
  /** The style shared by the model's colours (products.csv `style`), null for a model made in one colour. */
  style: string | null;
  colorHex: string;
  garment: GarmentType;
  pattern: FabricPattern;
  weightGrams: number;
  searchText: string;
  createdAt: Date;
  sizes: SizeDef[];
  images: ProductImageDef[];
  relatedProductIds: number[];
}

export interface Catalog {
  categories: CategoryDef[];
  categorySubs: CategorySubDef[];
  groups: GroupDef[];
  subGroups: SubGroupDef[];
  products: ProductDef[];
  media: MediaAsset[];
}

export interface ShowroomRegionDef {
  id: number;
  regionName: string;
  sortOrder: number;
}

export interface ShowroomDef {
  id: number;
  showroomName: string;
  phone: string;
  address1: string;
  address2: string;
  address3: string;
  mapsUrl: string | null;
  isHub: boolean;
  showroomRegionId: number;
  /** Official district code from idn-area-data, e.g. "31.74.07" (Kebayoran Baru). */
  subdistrictId: string;
  sortOrder: number;
}

export interface StockRow {
  showroomId: number;
  productId: number;
  sizeCode: string;
  qty: number;
}

export interface PromoDef {
  id: number;
  code: string;
  category: "SHIPPING" | "PRODUCT";
  description: string;
  discPercent: number;
  discNominal: number;
  discMax: number;
  minPurchase: number;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  /** Usage limits: total uses, uses per shopper (null: no limit), first purchase only. */
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  firstPurchaseOnly: boolean;
}

export interface BundleItemDef {
  bundlingType: "GROUP" | "SUB_GROUP" | "PRODUCT";
  groupId: number | null;
  subGroupId: number | null;
  productId: number | null;
}

export interface BundlePromoDef {
  id: number;
  name: string;
  description: string;
  bundlingItemCount: number;
  discPercent: number;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  items: BundleItemDef[];
}

export interface SliderDef {
  sliderType: "IMAGE" | "YOUTUBE";
  mediaUrl: string;
  mediaUrlMobile: string | null;
  youtubeVideoId: string | null;
  title: string;
  hrefUrl: string | null;
  openNewTab: boolean;
  sortOrder: number;
  translations?: ContentTranslations<"title" | "mediaUrl" | "mediaUrlMobile">;
}

export interface HomeSectionDef {
  sectionKey: string;
  title: string | null;
  subtitle: string | null;
  body: string | null;
  imageUrl: string | null;
  imageUrlMobile: string | null;
  hrefUrl: string | null;
  actionLabel: string | null;
  sortOrder: number;
  translations: ContentTranslations<"title" | "subtitle" | "body" | "actionLabel">;
}

export interface HashtagImageDef {
  imageUrl: string;
  igUrl: string;
  caption: string;
  sortOrder: number;
  translations?: ContentTranslations<"caption">;
}

export interface HomeContent {
  sliders: SliderDef[];
  sections: HomeSectionDef[];
  settings: { key: string; value: string }[];
  hashtagImages: HashtagImageDef[];
  media: MediaAsset[];
}

/** The whole demo shop, built without a database. */
export interface DemoData {
  catalog: Catalog;
  showroomRegions: ShowroomRegionDef[];
  showrooms: ShowroomDef[];
  stock: StockRow[];
  promos: PromoDef[];
  bundlePromos: BundlePromoDef[];
  home: HomeContent;
  /** Every image the data references, once each. */
  media: MediaAsset[];
}
