import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../types";
import { catalogPhotos } from "../schema";
import type { Photo } from "./load";

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

/**
 * Stores a photo the database does not hold yet (one already there is unchanged: its address is its content) and
 * notes its address for the staged rows that name it by file name (import_photos, lib/db/catalog-import/stage.ts).
 */
export async function storePhoto(tx: Tx, name: string, photo: Photo): Promise<"created" | "unchanged"> {
  const urlPath = photoUrl(photo);
  await tx.execute(sql`INSERT INTO import_photos (ref, url) VALUES (${name}, ${urlPath})`);
  const [held] = await tx
    .select({ urlPath: catalogPhotos.urlPath })
    .from(catalogPhotos)
    .where(eq(catalogPhotos.urlPath, urlPath));
  if (held) return "unchanged";
  await tx
    .insert(catalogPhotos)
    .values({ urlPath, contentType: photo.type, width: photo.width, height: photo.height, bytes: photo.bytes });
  return "created";
}
