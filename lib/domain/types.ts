/** Payloads of the HTTP API (spec sections 3 and 7), with the spec's snake_case field names. */
import type { BundlePromo } from './bundles';

export interface ApiEnvelope<T> {
  data: T;
}

export interface ApiErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

export interface CategoryRef {
  id: number;
  name: string;
  cover_image_url: string | null;
  cover_text: string | null;
}

export interface CategorySub extends CategoryRef {
  show_cover: 0 | 1;
  category_id: number;
  category?: CategoryRef;
}

export interface Category extends CategoryRef {
  category_subs: CategorySub[];
}

export interface ProductImage {
  image_url: string;
  /** COVER marks the cover image; otherwise the first image is the cover. */
  image_type: string;
}

export interface ProductSize {
  size_code: string;
  size_name: string;
  is_available: boolean;
  /** Present on wishlist cards. */
  retail_price?: number;
  net_price?: number;
}

export interface DirectDiscount {
  direct_disc_percent: number;
  direct_disc_nominal: number;
}

export interface ProductSizing {
  size_chart_url: string | null;
}

export interface Product {
  id: number;
  product_name: string;
  product_code: string;
  retail_price: number;
  net_price: number;
  direct_discount: DirectDiscount;
  /** Computed by the server with lib/domain/pricing grandPrice. */
  grand_price?: number;
  short_description: string;
  detailed_description: string;
  product_images: ProductImage[];
  sizes: ProductSize[];
  related_products?: Product[];
  product_sizing: ProductSizing | null;
  category_id?: number;
  category_sub_id?: number;
  group_id: number;
  sub_group_id: number | null;
}

export interface ProductListResponse {
  products: Product[];
  product_count: number;
}

export interface Showroom {
  id: number;
  showroom_name: string;
  phone: string;
  address1: string;
  address2: string;
  address3: string;
  maps_url: string | null;
  is_hub: 0 | 1;
  showroom_region_id: number;
}

export interface ShowroomRegion {
  id: number;
  region_name: string;
  showrooms: Showroom[];
}

/** The /stores page: the banner setting and the regions that have at least one store. */
export interface StoreListing {
  banner_image: string | null;
  showroom_regions: ShowroomRegion[];
}





export type ProductPromo = BundlePromo;

export interface ImageSlider {
  slider_type: 'IMAGE' | 'YOUTUBE';
  media_url: string | null;
  media_url_mobile: string | null;
  youtube_video_id: string | null;
  href_url: string | null;
  open_new_tab: 0 | 1;
}

export interface HomeSection {
  id: number;
  title: string | null;
  subtitle: string | null;
  body: string | null;
  image_url: string | null;
  image_url_mobile: string | null;
  href_url: string | null;
  action_label: string | null;
}

export interface HashtagImage {
  id: number;
  image_url: string;
  ig_url: string;
  caption: string | null;
}

export interface HomeData {
  /** Section texts and images by section key (hero, banners, collections, services...). */
  home_data: Record<string, HomeSection[]>;
  categories: Category[];
  image_sliders: ImageSlider[];
  /** Settings by key: interstitial_image, home_video, social_url, support_email, ... */
  general_settings: Record<string, string>;
  hashtag_images: HashtagImage[];
  hashtag_section_title: string;
  hashtag_section_desc: string;
}





export interface StockLocationResponse {
  showrooms: Showroom[];
  showroom_regions: ShowroomRegion[];
}
