/**
 * A file's type from its first bytes (magic numbers), never from its name: what the upload reader accepts.
 * Pure, so the unit tests read it without a server.
 */
export type SniffedType = "jpeg" | "png" | "webp" | "heic" | "mp4" | "mov" | "webm";

export const CONTENT_TYPES: Record<SniffedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

export const EXTENSIONS: Record<SniffedType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heic: "heic",
  mp4: "mp4",
  mov: "mov",
  webm: "webm",
};

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 64;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const MP4_BRANDS = /^(isom|iso[2-9]|mp4[12]|avc1|dash|M4V |M4A |mmp4|3gp[0-9]|3g2[a-z]|f4v )$/;

/** The type the bytes say, or null for anything the shop does not take (text, PDF, GIF, a renamed file…). */
export function sniff(head: Uint8Array): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => head[i] === v)) return "png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // EBML: WebM names its doc type in the header; plain Matroska is not taken.
    return ascii(head, 4, Math.min(head.length, SNIFF_BYTES)).includes("webm") ? "webm" : null;
  }
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return "heic";
    if (brand === "qt  ") return "mov";
    if (MP4_BRANDS.test(brand)) return "mp4";
    return null;
  }
  // Older QuickTime files start with another atom than ftyp.
  if (head.length >= 8 && ["moov", "mdat", "wide", "free"].includes(ascii(head, 4, 8))) return "mov";
  return null;
}

export const isPhoto = (t: SniffedType) => t === "jpeg" || t === "png" || t === "webp" || t === "heic";
export const isVideo = (t: SniffedType) => t === "mp4" || t === "mov" || t === "webm";
