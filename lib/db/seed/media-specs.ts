import type { Rng } from "./prng";
import type { ChestMotif, FabricPattern, GarmentRef, GarmentType, ImageView, MediaAsset } from "./types";

/** Product photo size: portrait 4:5. */
export const PRODUCT_IMAGE = { width: 800, height: 1000 } as const;

const LIGHT_BACKDROPS = ["#f3efe9", "#eef1f3", "#f4ede6", "#eef0ea", "#f2eef2", "#f5f1e6"];
const DEEP_BACKDROPS = ["#d9d3ca", "#cfd5db", "#d6cfc7", "#d3d8cf"];

/** Relative luminance 0..1 of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A soft studio backdrop that keeps light garments visible. */
export function backdropFor(colorHex: string, rng: Rng): string {
  return rng.pick(luminance(colorHex) > 0.78 ? DEEP_BACKDROPS : LIGHT_BACKDROPS);
}

export function garmentPhoto(
  url: string,
  garment: GarmentType,
  colorHex: string,
  pattern: FabricPattern,
  view: ImageView,
  backdrop: string,
  motif?: ChestMotif,
): MediaAsset {
  return {
    url,
    ...PRODUCT_IMAGE,
    format: "webp",
    spec: { kind: "garment", garment, colorHex, pattern, view, backdrop, ...(motif ? { motif } : {}) },
  };
}

export interface PosterOptions {
  title: string;
  subtitle?: string;
  background: [string, string];
  ink?: string;
  garments?: GarmentRef[];
  align?: "left" | "center" | "right";
  withText?: boolean;
}

/** Covers, sliders, banners and lifestyle shots: a gradient, a headline and a few garments. */
export function poster(url: string, width: number, height: number, options: PosterOptions): MediaAsset {
  return {
    url,
    width,
    height,
    format: "webp",
    spec: {
      kind: "poster",
      title: options.title,
      subtitle: options.subtitle ?? "",
      background: options.background,
      ink: options.ink ?? "#1d1d1f",
      garments: options.garments ?? [],
      align: options.align ?? "left",
      withText: options.withText ?? false,
    },
  };
}

/** Keeps the first asset of each URL, in first-seen order. */
export function uniqueMedia(assets: MediaAsset[]): MediaAsset[] {
  const seen = new Map<string, MediaAsset>();
  for (const asset of assets) if (!seen.has(asset.url)) seen.set(asset.url, asset);
  return [...seen.values()];
}
