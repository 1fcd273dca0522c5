import { getImageProps } from "next/image";
import { CARD_IMAGE, cardImageFromTemplate } from "@/components/catalog/card-image";
import { cardImage, cardImageTemplate } from "@/components/catalog/card-image-server";
import type { CardProduct } from "@/components/catalog/card-product";

const product = (url: string) =>
  ({ product_images: [{ image_type: "COVER", image_url: url }] }) as unknown as CardProduct;

describe("product card images from the server template", () => {
  it("equal next/image's own attributes for each product's cover, URL-encoded the same way", () => {
    const template = cardImageTemplate();
    for (const src of [
      "/media/products/hd-26-0002-1.webp",
      "/media/products/kaos polos & co.webp",
      "/media/products/ü-ñ.webp",
    ]) {
      const own = getImageProps({ ...CARD_IMAGE, src, alt: "", loading: "lazy" }).props;
      expect(cardImageFromTemplate(template, src)).toEqual(own);
      expect(cardImage(product(src))).toEqual(own);
      expect(cardImageFromTemplate(template, src).srcSet).toContain(encodeURIComponent(src));
    }
  });

  it("loads the first cards eagerly and the rest lazily", () => {
    const template = cardImageTemplate();
    expect(cardImageFromTemplate(template, "/media/a.webp", true).loading).toBe("eager");
    expect(cardImageFromTemplate(template, "/media/a.webp").loading).toBe("lazy");
    expect(cardImage(product("/media/a.webp"), true)?.loading).toBe("eager");
  });

  it("has no image for a product without one", () => {
    expect(cardImage({ product_images: [] } as unknown as CardProduct)).toBeNull();
  });
});
