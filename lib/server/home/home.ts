import "server-only";
import { asc, eq } from "drizzle-orm";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getDb } from "@/lib/db";
import { hashtagImages, homeSections, homeSliders, settings } from "@/lib/db/schema";
import type { HashtagImage, HomeData, HomeSection, ImageSlider } from "@/lib/domain/catalog/home-contract";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { translated, type ContentLang } from "@/lib/domain/content-translations";
import { buildFallbackCache, catalogCache } from "../cache/catalog-cache";
import { listCategories } from "../catalog/categories";

type SectionRow = typeof homeSections.$inferSelect;

function toSection(row: SectionRow, lang: ContentLang): HomeSection {
  const text = (field: "title" | "subtitle" | "body" | "actionLabel") =>
    translated(row.translations, lang, field, row[field]);
  return {
    id: row.id,
    title: text("title"),
    subtitle: text("subtitle"),
    body: text("body"),
    image_url: row.imageUrl,
    image_url_mobile: row.imageUrlMobile,
    href_url: row.hrefUrl,
    action_label: text("actionLabel"),
  };
}

/** What `next build` prerenders the home page with (no database at build time); never served (cache-handlers/local-cache-handler.mjs). */
const BUILD_FALLBACK: HomeData = {
  home_data: {},
  categories: [],
  image_sliders: [],
  general_settings: {},
  hashtag_images: [],
  hashtag_section_title: "",
  hashtag_section_desc: "",
};

/**
 * `GET master/page/home`: everything the home page shows, in the spec's field names, its texts in `lang`. During `next build` (no
 * database) an empty home tagged `build-fallback`, so the prerendered home is rendered again on its first request.
 */
export async function getHomePage(lang: ContentLang = "en"): Promise<HomeData> {
  "use cache";
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    buildFallbackCache();
    return BUILD_FALLBACK;
  }
  catalogCache(CACHE_TAGS.home);
  const db = await getDb();
  const [sliders, sections, settingRows, hashtags, categories] = await Promise.all([
    db
      .select()
      .from(homeSliders)
      .where(eq(homeSliders.isActive, true))
      .orderBy(asc(homeSliders.sortOrder), asc(homeSliders.id)),
    db
      .select()
      .from(homeSections)
      .orderBy(asc(homeSections.sectionKey), asc(homeSections.sortOrder), asc(homeSections.id)),
    db.select().from(settings),
    db.select().from(hashtagImages).orderBy(asc(hashtagImages.sortOrder), asc(hashtagImages.id)),
    listCategories(lang),
  ]);
  const homeData: Record<string, HomeSection[]> = {};
  for (const row of sections) (homeData[row.sectionKey] ??= []).push(toSection(row, lang));
  const generalSettings: Record<string, string> = {};
  for (const row of settingRows) generalSettings[row.key] = row.value;
  const hashtagSection = homeData.hashtag_section?.[0];
  return {
    home_data: homeData,
    categories,
    image_sliders: sliders.map((s): ImageSlider => ({
      id: s.id,
      slider_type: s.sliderType as ImageSlider["slider_type"],
      media_url: translated(s.translations, lang, "mediaUrl", s.mediaUrl),
      media_url_mobile: translated(s.translations, lang, "mediaUrlMobile", s.mediaUrlMobile),
      youtube_video_id: s.youtubeVideoId,
      title: translated(s.translations, lang, "title", s.title),
      href_url: s.hrefUrl,
      open_new_tab: s.openNewTab ? 1 : 0,
    })),
    general_settings: generalSettings,
    hashtag_images: hashtags.map((h): HashtagImage => ({
      id: h.id,
      image_url: h.imageUrl,
      ig_url: h.igUrl,
      caption: translated(h.translations, lang, "caption", h.caption),
    })),
    hashtag_section_title: hashtagSection?.title ?? "",
    hashtag_section_desc: hashtagSection?.body ?? hashtagSection?.subtitle ?? "",
  };
}
