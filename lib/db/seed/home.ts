import { hashtagImages, homeSections, homeSliders, settings } from "../schema";
import type { Queryable } from "../types";
import { insertInBatches } from "./batch";
import type { HomeContent } from "./types";

/** Home sliders, section rows, general settings and the hashtag gallery. */
export async function seedHome(q: Queryable, home: HomeContent): Promise<void> {
  await insertInBatches(q, homeSliders, home.sliders.map((s) => ({ ...s, isActive: true })));
  await insertInBatches(q, homeSections, home.sections);
  await insertInBatches(q, settings, home.settings);
  await insertInBatches(q, hashtagImages, home.hashtagImages);
}
