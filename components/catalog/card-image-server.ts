import type { ImgProps } from "@/components/ui/img";
import { imgProps } from "@/components/ui/img-props";
import { CARD_IMAGE, CARD_TEMPLATE_SRC } from "./card-image";
import { type CardProduct, coverImageUrl } from "./card-product";

/** A product card's cover attributes, computed on the server (null without a cover image). */
export function cardImage(product: CardProduct, eager = false): ImgProps | null {
  const src = coverImageUrl(product);
  return src ? imgProps({ ...CARD_IMAGE, src, alt: "", loading: eager ? "eager" : "lazy" }) : null;
}

/** The card attributes for the template source, handed to the listing's island (cardImageFromTemplate). */
export function cardImageTemplate(): ImgProps {
  return imgProps({ ...CARD_IMAGE, src: CARD_TEMPLATE_SRC, alt: "", loading: "lazy" });
}
