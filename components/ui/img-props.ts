import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";
import type { ImgProps } from "./img";

/**
 * next/image's srcset and loader, computed where this is called. Called in a server component, the page gets the
 * same optimised `<img>` as from `<Image>` without shipping next/image's client component: a page whose images are
 * all drawn this way (home, listing, product page) carries none of its code. A client island takes the result as a prop.
 */
export function imgProps(options: ImageProps): ImgProps {
  return getImageProps(options).props;
}

/**
 * imgProps() for a page's LCP image: loaded eagerly at high priority and preloaded from the document head, which
 * getImageProps does not do by itself. `media` limits the preload to the screens that show this version (art direction).
 */
export function lcpImgProps(options: ImageProps, media?: string): ImgProps {
  const props = imgProps({ ...options, loading: "eager", fetchPriority: "high" });
  if (props.src)
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
      media,
    });
  return props;
}
