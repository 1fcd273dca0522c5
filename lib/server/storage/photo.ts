import "server-only";
import sharp from "sharp";
import type { SniffedType } from "./sniff";

export type PhotoOutcome = { ok: true; type: SniffedType } | { ok: false; reason: "heic" | "unreadable" };

/**
 * Rewrites a photo from one file to another without its metadata: sharp keeps no EXIF (so no GPS location), no XMP
 * and no IPTC unless asked, and `rotate()` first turns the pixels the way the EXIF orientation said, so nothing is
 * lost with it. A HEIC photo becomes a JPEG where the image library reads HEIC (its prebuilt binaries usually do not:
 * then it is refused, and the message says how to send a JPEG).
 */
export async function cleanPhoto(input: string, output: string, type: SniffedType): Promise<PhotoOutcome> {
  try {
    const image = sharp(input, { failOn: "error", limitInputPixels: 100_000_000 }).rotate();
    if (type === "heic" || type === "jpeg") await image.jpeg({ quality: 90, mozjpeg: true }).toFile(output);
    else if (type === "png") await image.png().toFile(output);
    else await image.webp({ quality: 90 }).toFile(output);
    return { ok: true, type: type === "heic" ? "jpeg" : type };
  } catch {
    return { ok: false, reason: type === "heic" ? "heic" : "unreadable" };
  }
}
