/** The largest photo an import may bring. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may have (8000 × 5000, beyond a full-frame camera's): what a photo decodes to, for this
 * check and for the image optimiser, grows with its pixels, not its bytes. A PNG of one colour at 16000 × 16000 is a
 * few hundred KB and decodes to 256 million pixels.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

/** JPEG, PNG or WebP by the file's first bytes, whatever its name says. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "image/png";
  if (
    b.length >= 12 &&
    Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return null;
}

export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * A photo the shop can serve: a real JPEG, PNG or WebP of at most MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS that decodes;
 * else why not. The size in pixels is read from the file's header before anything is decoded, and the decoding itself
 * is bounded too (sharp's limitInputPixels).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage | string> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB`;
  const type = sniffImage(bytes);
  if (!type) return "is not a JPEG, PNG or WebP image";
  try {
    // Loaded on the first photo only: the demo seed and most imports bring none.
    const { default: sharp } = await import("sharp");
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return "cannot be read as an image";
    if (meta.width * meta.height > MAX_IMAGE_PIXELS)
      return `is ${meta.width} × ${meta.height} pixels, more than the ${MAX_IMAGE_PIXELS / 1_000_000} megapixels a photo may have (8000 × 5000, say): save it smaller`;
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).stats();
    return { type, width: meta.width, height: meta.height };
  } catch {
    return "cannot be read as an image (damaged or cut short)";
  }
}
