/**
 * Next's page cache on one instance (no REDIS_URL): Next's own file-system cache (pages rendered at run time in
 * memory, `isrFlushToDisk: false`; the build's prerendered pages read from `.next/server`), with three changes:
 *
 * - Optimised images are kept on disk (image-cache.mjs, `images.customCacheHandler`).
 * - A page whose render is tagged `not-kept` is served but not kept (cache-policy.mjs).
 * - A page prerendered by `next build` with the site chrome's fallback (the build has no database, so the header and
 *   footer lack the settings' links: lib/server/home/chrome.ts tags it `build-fallback`) is a miss, so its first
 *   request renders it with the real chrome instead of serving the fallback for minutes after every start.
 *
 * Next's module is the one its server uses for this (next/dist/server/lib/incremental-cache); Next is pinned in
 * package.json, and tests/hardening/local-cache.test.ts checks both changes on a built server.
 */
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { IMAGE_KIND, imageCacheDir, readImage, writeImage } from "./image-cache.mjs";
import { notKept } from "./cache-policy.mjs";

// Node's own import gives the CommonJS exports object; Next's bundle of this file gives its default export.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Keep in step with BUILD_FALLBACK_TAG in lib/domain/catalog/cache-tags.ts (a unit test compares them). */
export const BUILD_FALLBACK_TAG = "build-fallback";
const TAGS_HEADER = "x-next-cache-tags";

function isBuildFallback(entry) {
  const tags = entry?.value?.headers?.[TAGS_HEADER];
  return typeof tags === "string" && tags.split(",").includes(BUILD_FALLBACK_TAG);
}

export default class LocalCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.imageDir = imageCacheDir(ctx);
    // Where Next gives no file system or dist folder (proxy.ts's runtime, the image optimiser's own instance) its
    // default is no page cache at all: the same here.
    this.pagesCached = Boolean(ctx.fs && ctx.serverDistDir);
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return readImage(this.imageDir, key);
    if (!this.pagesCached) return null;
    const found = await super.get(key, ctx);
    const entry = isBuildFallback(found) ? null : found;
    // The page cache's metrics (lib/server/observe/metrics.ts sets the counter on globalThis when metrics are on).
    globalThis.__storefrontPageCache?.(entry ? "hit" : "miss");
    return entry;
  }

  async set(key, data, ctx) {
    if (data?.kind === IMAGE_KIND) return writeImage(this.imageDir, key, data);
    if (!this.pagesCached || notKept(data)) return;
    return super.set(key, data, ctx);
  }
}
