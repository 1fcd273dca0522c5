import Image from "next/image";

/** A cart line's cover image at 4:5, the shape of the product photos. */
export function CartLineImage({ src, alt, width }: { src: string | null; alt: string; width: number }) {
  const height = Math.round((width * 5) / 4);
  if (!src) return <span style={{ display: "block", width, height, background: "#f2f2f2" }} aria-hidden="true" />;
  return <Image src={src} alt={alt} width={width} height={height} />;
}
