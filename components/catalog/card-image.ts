import type { ImgProps } from "@/components/ui/img";

/** How a product card's cover is laid out: the grid's column width at each breakpoint. */
export const CARD_IMAGE = { fill: true, sizes: "(max-width: 576px) 50vw, (max-width: 992px) 33vw, 25vw" } as const;

/** The source the server computes the card template for; each card swaps in its own (./card-image-server.ts). */
export const CARD_TEMPLATE_SRC = "/media/card-image-template.webp";
const ENCODED_TEMPLATE_SRC = encodeURIComponent(CARD_TEMPLATE_SRC);

/**
 * A card's image attributes from the template: the optimiser URLs of next/image's loader differ between products
 * only in their `url=` parameter, so the listing's island fills in pages 2..n without shipping next/image's code.
 * The first cards of the grid (above the fold) load eagerly.
 */
export function cardImageFromTemplate(template: ImgProps, src: string, eager = false): ImgProps {
  const encoded = encodeURIComponent(src);
  const swap = (value: string | undefined) => value?.replaceAll(ENCODED_TEMPLATE_SRC, encoded);
  return {
    ...template,
    src: swap(template.src) ?? src,
    srcSet: swap(template.srcSet),
    loading: eager ? "eager" : "lazy",
  };
}
