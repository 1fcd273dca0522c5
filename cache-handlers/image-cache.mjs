/**
 * Optimised images (`/_next/image`) on this instance's disk, for both page-cache handlers (local-cache-handler.mjs,
 * cache-handler.mjs) through `images.customCacheHandler`. Next keeps its own image disk cache only when pages are
 * flushed to disk too, which this shop turns off (`isrFlushToDisk: false`, docs/adr/0002-caching.md); without this
 * store every image request re-encoded its AVIF (about 240 ms of CPU each) and the product page's LCP image waited
 * for it. Variants are derived from the build's own files, so a per-instance copy never goes stale across instances,
 * and it survives a restart. One `.bin` (the bytes) and one `.json` (etag, extension, revalidate, time) per key, the
 * JSON written last, so a half-written entry reads as a miss.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export const IMAGE_KIND = "IMAGE";

/**
 * `.next/cache/images` beside `.next/server` (the folder Next's own image cache uses), from a handler's context; null
 * where Next makes the handler without a dist folder (proxy.ts's runtime), which never asks for images.
 */
export function imageCacheDir(ctx) {
  return typeof ctx?.serverDistDir === "string" ? path.join(path.dirname(ctx.serverDistDir), "cache", "images") : null;
}

const fileOf = (dir, key) => path.join(dir, String(key).replace(/[^A-Za-z0-9_-]/g, "_"));

/** The entry in the shape Next's cache handlers return, or null (a miss: Next optimises the image again). */
export async function readImage(dir, key) {
  if (!dir) return null;
  const file = fileOf(dir, key);
  try {
    const meta = JSON.parse(await readFile(`${file}.json`, "utf8"));
    const buffer = await readFile(`${file}.bin`);
    const { lastModified, etag, extension, upstreamEtag, revalidate } = meta;
    return { lastModified, value: { kind: IMAGE_KIND, buffer, etag, extension, upstreamEtag, revalidate } };
  } catch {
    return null;
  }
}

/** Stores one optimised image; a failure is only a later miss, never an error for the shopper. */
export async function writeImage(dir, key, value) {
  if (!dir) return;
  const file = fileOf(dir, key);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.bin`, value.buffer);
    const { etag, extension, upstreamEtag, revalidate } = value;
    await writeFile(tmp, JSON.stringify({ lastModified: Date.now(), etag, extension, upstreamEtag, revalidate }));
    await rename(tmp, `${file}.json`);
  } catch {
    // A read-only or full disk: the image is optimised again on its next request.
  }
}
