import sharp from "sharp";
import type { MediaJob } from "./plan";
import { garmentPhotoSvg } from "./garment-photo";
import { appBadgeSvg, sizeChartSvg, wordmarkSvg } from "./graphics";
import { posterSvg } from "./posters";

/** The SVG source of one planned image. */
export function svgFor(job: MediaJob): string {
  const spec = job.spec;
  switch (spec.kind) {
    case "garment":
      return garmentPhotoSvg(spec, job.width, job.height);
    case "poster":
      return posterSvg(spec, job.width, job.height);
    case "wordmark":
      return wordmarkSvg(spec, job.width, job.height);
    case "app-badge":
      return appBadgeSvg(spec, job.width, job.height);
    case "size-chart":
      return sizeChartSvg(spec, job.width, job.height);
  }
}

/** One planned image, drawn and encoded (WebP photos, palette PNG graphics). */
export async function renderMedia(job: MediaJob): Promise<Buffer> {
  const image = sharp(Buffer.from(svgFor(job)), { density: 72 }).resize(job.width, job.height, { fit: "fill" });
  if (job.format === "png") return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return image.flatten({ background: "#ffffff" }).webp({ quality: 74, effort: 4 }).toBuffer();
}
