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
 * imgProps() for an image the page shows at once: loaded eagerly and preloaded from the document head, as
 * next/image's `preload` does (getImageProps does not do it by itself). `media` limits the preload to the screens
 * that show this version (art direction).
 */
export function preloadImgProps(options: ImageProps, media?: string): ImgProps {
  const props = imgProps({ ...options, loading: "eager" });
  if (props.src)
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: options.fetchPriority,
      media,
    });
  return props;
}

/** preloadImgProps() for a page's LCP image, at high priority. */
export function lcpImgProps(options: ImageProps, media?: string): ImgProps {
  return preloadImgProps({ ...options, fetchPriority: "high" }, media);
}
