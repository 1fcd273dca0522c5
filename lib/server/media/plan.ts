import { createHash } from "node:crypto";
import { buildDemoData } from "../../db/seed/demo-data";
import type { DemoData, MediaAsset } from "../../db/seed/types";

export interface MediaJob extends MediaAsset {
  /** Where the file goes, relative to the repository root (public/media/...). */
  file: string;
}

/** `/media/products/ts-26-0001-1.webp` → `public/media/products/ts-26-0001-1.webp`. */
export function mediaFileFor(url: string): string {
  if (!/^\/media\/[a-z0-9][a-z0-9/_.-]*\.(webp|png)$/.test(url) || url.includes("..")) {
    throw new Error(`Not a generated media URL: ${url}`);
  }
  return `public${url}`;
}

/** Every image the demo data references, once each, with the file it is written to. */
export function planMedia(data: DemoData = buildDemoData()): MediaJob[] {
  return data.media.map((asset) => ({ ...asset, file: mediaFileFor(asset.url) }));
}

/** Content hash of the plan plus the renderer's own source, kept in public/media/.stamp. */
export function planHash(jobs: MediaJob[], rendererSource: string): string {
  return createHash("sha256").update(JSON.stringify(jobs)).update("\0").update(rendererSource).digest("hex");
}
