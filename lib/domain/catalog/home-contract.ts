/**
 * The home page's and the bundle promos' response contracts (`GET master/page/home`, `GET promos`), and the
 * revalidation answer, in the spec's field names.
 */
import { z } from "zod";
import { BUNDLING_TYPES } from "../constants";
import { categorySchema } from "./contract";

export const homeSectionSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  body: z.string().nullable(),
  image_url: z.string().nullable(),
  image_url_mobile: z.string().nullable(),
  href_url: z.string().nullable(),
  action_label: z.string().nullable(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const imageSliderSchema = z.object({
  id: z.number().int(),
  slider_type: z.enum(["IMAGE", "YOUTUBE"]),
  media_url: z.string().nullable(),
  media_url_mobile: z.string().nullable(),
  youtube_video_id: z.string().nullable(),
  title: z.string().nullable(),
  href_url: z.string().nullable(),
  open_new_tab: z.union([z.literal(0), z.literal(1)]),
});
export type ImageSlider = z.infer<typeof imageSliderSchema>;

export const hashtagImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  ig_url: z.string(),
  caption: z.string().nullable(),
});
export type HashtagImage = z.infer<typeof hashtagImageSchema>;

/** `GET master/page/home`: everything the home page shows. */
export const homeDataSchema = z.object({
  /** Section texts and images by section key (hero, banners, collections, services...). */
  home_data: z.record(z.string(), z.array(homeSectionSchema)),
  categories: z.array(categorySchema),
  image_sliders: z.array(imageSliderSchema),
  /** Settings by key: interstitial_image, home_video, social_url, support_email, ... */
  general_settings: z.record(z.string(), z.string()),
  hashtag_images: z.array(hashtagImageSchema),
  hashtag_section_title: z.string(),
  hashtag_section_desc: z.string(),
});
export type HomeData = z.infer<typeof homeDataSchema>;

/** One target of a bundle promo: a product group, sub-group or product (the other ids are null). */
export const promoBundlingProductSchema = z.object({
  bundling_type: z.enum(BUNDLING_TYPES),
  m_group_id: z.number().int().nullable(),
  m_sub_group_id: z.number().int().nullable(),
  product_detail_id: z.number().int().nullable(),
});
export type PromoBundlingProduct = z.infer<typeof promoBundlingProductSchema>;

/** A bundle promo running now (spec sections 3 and 4; the rule is lib/domain/bundles.ts's). */
export const productPromoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  bundling_item_count: z.number().int(),
  disc_percent: z.number(),
  promo_bundling_products: z.array(promoBundlingProductSchema),
});
export type ProductPromo = z.infer<typeof productPromoSchema>;

export const productPromosDataSchema = z.object({ product_promos: z.array(productPromoSchema) });
export type ProductPromosData = z.infer<typeof productPromosDataSchema>;

/** `POST revalidate`: the cache tags that were expired. */
export const revalidatedSchema = z.object({ revalidated: z.array(z.string()) });
export type Revalidated = z.infer<typeof revalidatedSchema>;
