import type { getImageProps } from "next/image";

/** The attributes of an optimised `<img>` (src, srcSet, sizes, width/height or the fill style), as plain data. */
export type ImgProps = ReturnType<typeof getImageProps>["props"];

/**
 * Renders attributes from imgProps() (./img-props.ts). This file imports next/image for its types only, so a client
 * island drawing server-computed images carries none of next/image's code.
 */
export function Img({ alt, ...attributes }: ImgProps) {
  // Not the unoptimised <img> this rule guards against: srcset and loader come from next/image's getImageProps.
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} {...attributes} />;
}
