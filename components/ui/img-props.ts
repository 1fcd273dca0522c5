import { getImageProps, type ImageProps } from "next/image";
import type { ImgProps } from "./img";

/**
 * next/image's srcset and loader, computed where this is called. Called in a server component, the page gets the
 * same optimised `<img>` as from `<Image>` without shipping next/image's client component: a page whose images are
 * all drawn this way (the product page) carries none of its code. A client island takes the result as a prop.
 */
export function imgProps(options: ImageProps): ImgProps {
  return getImageProps(options).props;
}
