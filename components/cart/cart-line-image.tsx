import { Img } from "@/components/ui/img";
import { fixedImgProps } from "@/components/ui/fixed-img";

/** A cart line's cover image at 4:5, the shape of the product photos. */
export function CartLineImage({ src, alt, width }: { src: string | null; alt: string; width: number }) {
  const height = Math.round((width * 5) / 4);
  if (!src) return <span style={{ display: "block", width, height, background: "#f2f2f2" }} aria-hidden="true" />;
  return <Img {...fixedImgProps({ src, alt, width, height })} />;
}
