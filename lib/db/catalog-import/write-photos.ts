import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Tx } from "../types";
import { catalogPhotos } from "../schema";
import type { CheckedImage } from "./images";
import { emptyKind, type KindReport } from "./report";

export type Photo = CheckedImage & { bytes: Buffer };

/** Where the shop serves imported photos (app/media/[...path]/route.ts reads them from the database). */
export const CATALOG_PHOTO_PREFIX = "/media/catalog/";

const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
const urls = new WeakMap<Buffer, string>();

/** A photo's address, named by its content: the same bytes always get the same address. */
export function photoUrl(photo: Photo): string {
  let url = urls.get(photo.bytes);
  if (!url) {
    url = `${CATALOG_PHOTO_PREFIX}${createHash("sha256").update(photo.bytes).digest("hex").slice(0, 32)}.${EXT[photo.type]}`;
    urls.set(photo.bytes, url);
  }
  return url;
}

/** Stores the photos the database does not hold yet; one already there is unchanged (its address is its content). */
export async function writePhotos(tx: Tx, photos: Photo[]): Promise<KindReport> {
  const report = emptyKind();
  const byUrl = new Map(photos.map((p) => [photoUrl(p), p]));
  const urlsWanted = [...byUrl.keys()];
  const held = new Set<string>();
  for (let i = 0; i < urlsWanted.length; i += 1000) {
    const rows = await tx.select({ urlPath: catalogPhotos.urlPath }).from(catalogPhotos).where(inArray(catalogPhotos.urlPath, urlsWanted.slice(i, i + 1000)));
    for (const row of rows) held.add(row.urlPath);
  }
  for (const [urlPath, photo] of byUrl) {
    if (held.has(urlPath)) {
      report.unchanged++;
      continue;
    }
    await tx.insert(catalogPhotos).values({ urlPath, contentType: photo.type, width: photo.width, height: photo.height, bytes: photo.bytes });
    report.created++;
  }
  return report;
}
