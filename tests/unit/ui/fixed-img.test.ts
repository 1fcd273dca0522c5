import { getImageProps } from "next/image";
import { fixedImgProps } from "@/components/ui/fixed-img";

describe("a fixed-width image drawn without next/image's code (a cart line's cover)", () => {
  it("has next/image's own attributes for the same width, height and sizes, URL-encoded the same way", () => {
    for (const width of [56, 64, 96, 300, 2000]) {
      const height = Math.round((width * 5) / 4);
      for (const src of [
        "/media/products/hd-26-0002-1.webp",
        "/media/products/kaos polos & co.webp",
        "/media/ü-ñ.webp",
        "https://cdn.example.com/p/1.jpg?v=2",
        "/media/logo.svg",
        "/media/logo.svg?v=1",
        "data:image/png;base64,AAAA",
      ]) {
        const own = getImageProps({ src, alt: "a cover", width, height, sizes: `${width}px` }).props;
        expect(fixedImgProps({ src, alt: "a cover", width, height })).toEqual(own);
      }
    }
  });

  it("has next/image's own srcset for a `sizes` in shares of the screen (a wishlist card's cover)", () => {
    for (const sizes of ["(max-width: 767px) 50vw, 25vw", "100vw", "(max-width: 576px) 5vw, 400px", "12px"]) {
      const args = { src: "/media/products/a b.webp", alt: "", width: 400, height: 500, sizes };
      expect(fixedImgProps(args)).toEqual(getImageProps(args).props);
    }
  });
});
