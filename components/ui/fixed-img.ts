import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "@/lib/domain/image-sizes";
import type { ImgProps } from "./img";

/** Every width the optimiser serves, smallest first, as next/image lists them. */
const ALL_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);

function optimised(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

interface FixedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The width it is shown at; '<width>px' when not given. */
  sizes?: string;
}

/** The widths next/image lists for `sizes`: from the smallest screen's share of its narrowest 'vw', else all. */
function widthsFor(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (!shares.length) return ALL_WIDTHS;
  const smallest = DEVICE_SIZES[0] * Math.min(...shares) * 0.01;
  return ALL_WIDTHS.filter((w) => w >= smallest);
}

/**
 * The attributes next/image gives an image of a fixed width and height with a `sizes` (by default that width), written
 * in the browser without next/image's code (about 4.5 KB compressed on the cart page; docs/performance.md). The unit
 * test holds them equal to `getImageProps`' own for the same arguments.
 */
export function fixedImgProps({ src, alt, width, height, sizes = `${width}px` }: FixedImage): ImgProps {
  const common = { alt, width, height, decoding: "async", style: { color: "transparent" } } as const;
  // As next/image: an inline picture is shown as it is, at once; an SVG as it is (the optimiser refuses SVG).
  const asItIs = { ...common, sizes: undefined, srcSet: undefined, src };
  if (src.startsWith("data:") || src.startsWith("blob:")) return { ...asItIs, loading: undefined };
  if (src.split("?", 1)[0]!.endsWith(".svg")) return { ...asItIs, loading: "lazy" };
  const widths = widthsFor(sizes);
  return {
    ...common,
    loading: "lazy",
    sizes,
    srcSet: widths.map((w) => `${optimised(src, w)} ${w}w`).join(", "),
    src: optimised(src, widths[widths.length - 1]!),
  };
}
