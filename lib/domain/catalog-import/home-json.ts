import { z } from "zod";
import { identitySettings } from "../shop-identity";
import type { ImportHome } from "./model";

const str = (max: number) => z.string().max(max);
const nullable = (max: number) => str(max).nullable().default(null);
const langTexts = z.partialRecord(
  z.enum(["en", "fr", "id"]),
  z.partialRecord(z.enum(["title", "subtitle", "body", "actionLabel"]), str(5000)),
);

/** Per language, the given fields' texts. */
const langFields = <Field extends string>(fields: readonly [Field, ...Field[]], max: number) =>
  z.partialRecord(z.enum(["en", "fr", "id"]), z.partialRecord(z.enum(fields), str(max)));

/** home.json (docs/catalog-format.md): snake_case, sliders and hashtag images in page order. */
export const homeJson = z.object({
  sliders: z
    .array(
      z.object({
        type: z.enum(["IMAGE", "YOUTUBE"]),
        media_url: nullable(1000),
        media_url_mobile: nullable(1000),
        youtube_video_id: nullable(50),
        title: nullable(300),
        href_url: nullable(1000),
        open_new_tab: z.boolean().default(false),
        active: z.boolean().default(true),
        translations: langFields(["title", "mediaUrl", "mediaUrlMobile"], 1000).default({}),
      }),
    )
    .default([]),
  sections: z
    .array(
      z.object({
        key: str(100).min(1),
        sort_order: z.number().int().min(0),
        title: nullable(1000),
        subtitle: nullable(1000),
        body: nullable(5000),
        image_url: nullable(1000),
        image_url_mobile: nullable(1000),
        href_url: nullable(1000),
        action_label: nullable(200),
        translations: langTexts.default({}),
      }),
    )
    .default([]),
  // The shop's identity (name, promo bar, service hours, contact channels) is checked; other settings are free text.
  settings: identitySettings.partial().catchall(str(5000)).default({}),
  hashtag_images: z
    .array(
      z.object({
        image_url: str(1000).min(1),
        ig_url: str(1000).min(1),
        caption: nullable(1000),
        translations: langFields(["caption"], 1000).default({}),
      }),
    )
    .default([]),
}) satisfies z.ZodType<ImportHome, unknown>;

/**
 * The line of home.json on which the value at `path` is written, for the error report: found by its key when that
 * key is written once in the file (a settings key, a top-level part); otherwise undefined (the field still names it).
 */
export function homeJsonLine(text: string, path: readonly PropertyKey[]): number | undefined {
  const key = [...path].reverse().find((part): part is string => typeof part === "string");
  if (key === undefined) return undefined;
  const pattern = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\s*:`, "g");
  const found = [...text.matchAll(pattern)];
  if (found.length !== 1) return undefined;
  return text.slice(0, found[0]!.index).split("\n").length;
}
