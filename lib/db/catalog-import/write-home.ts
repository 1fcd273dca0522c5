import { asc, sql } from "drizzle-orm";
import type { Tx } from "../types";
import { hashtagImages, homeSections, homeSliders, settings } from "../schema";
import type { ImportHome } from "../../domain/catalog-import/model";
import { emptyKind, same, type KindReport } from "./report";

/** The home content as home.json says it, read from the database (export writes this; import compares with it). */
export async function readHome(q: Pick<Tx, "select">): Promise<ImportHome> {
  const sliders = await q.select().from(homeSliders).orderBy(asc(homeSliders.sortOrder), asc(homeSliders.id));
  const sections = await q.select().from(homeSections).orderBy(asc(homeSections.id));
  const gallery = await q.select().from(hashtagImages).orderBy(asc(hashtagImages.sortOrder), asc(hashtagImages.id));
  const settingRows = await q.select().from(settings).orderBy(asc(settings.key));
  return {
    sliders: sliders.map((s) => ({
      type: s.sliderType === "YOUTUBE" ? "YOUTUBE" : "IMAGE",
      media_url: s.mediaUrl,
      media_url_mobile: s.mediaUrlMobile,
      youtube_video_id: s.youtubeVideoId,
      title: s.title,
      href_url: s.hrefUrl,
      open_new_tab: s.openNewTab,
      active: s.isActive,
      translations: s.translations,
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
    settings: Object.fromEntries(settingRows.map((s) => [s.key, s.value])),
    hashtag_images: gallery.map((h) => ({
      image_url: h.imageUrl,
      ig_url: h.igUrl,
      caption: h.caption,
      translations: h.translations,
    })),
  };
}

function count(report: KindReport, before: unknown[], after: unknown[]): boolean {
  if (same(before, after)) return (void report.unchanged++, false);
  report[before.length ? "updated" : "created"]++;
  return true;
}

/**
 * Sliders, sections and the hashtag gallery are each replaced as a whole when they differ from home.json (one count
 * per part); settings are set key by key, and keys home.json leaves out are kept.
 */
export async function writeHome(tx: Tx, home: ImportHome): Promise<KindReport> {
  const report = emptyKind();
  const current = await readHome(tx);
  const sections = home.sections;
  if (count(report, current.sliders, home.sliders)) {
    await tx.delete(homeSliders);
    if (home.sliders.length) {
      await tx.insert(homeSliders).values(
        home.sliders.map((s, i) => ({
          sliderType: s.type,
          mediaUrl: s.media_url,
          mediaUrlMobile: s.media_url_mobile,
          youtubeVideoId: s.youtube_video_id,
          title: s.title,
          hrefUrl: s.href_url,
          openNewTab: s.open_new_tab,
          isActive: s.active,
          sortOrder: i + 1,
          translations: s.translations,
        })),
      );
    }
  }
  if (count(report, current.sections, sections)) {
    await tx.delete(homeSections);
    if (sections.length) {
      await tx.insert(homeSections).values(
        sections.map((s) => ({
          sectionKey: s.key,
          sortOrder: s.sort_order,
          title: s.title,
          subtitle: s.subtitle,
          body: s.body,
          imageUrl: s.image_url,
          imageUrlMobile: s.image_url_mobile,
          hrefUrl: s.href_url,
          actionLabel: s.action_label,
          translations: s.translations,
        })),
      );
    }
  }
  if (count(report, current.hashtag_images, home.hashtag_images)) {
    await tx.delete(hashtagImages);
    if (home.hashtag_images.length) {
      await tx.insert(hashtagImages).values(
        home.hashtag_images.map((h, i) => ({
          imageUrl: h.image_url,
          igUrl: h.ig_url,
          caption: h.caption,
          sortOrder: i + 1,
          translations: h.translations,
        })),
      );
    }
  }
  for (const [key, value] of Object.entries(home.settings)) {
    if (current.settings[key] === value) {
      report.unchanged++;
      continue;
    }
    report[current.settings[key] === undefined ? "created" : "updated"]++;
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  }
  return report;
}
