import { toCartItem } from "@/components/product/add-to-cart-rules";
import { addToCartProblem, checkStockProblem } from "@/lib/domain/cart/add-to-cart";
import { coverImageUrl } from "@/components/catalog/card-product";
import { cardJsonLd, jsonLdScript, productJsonLd } from "@/components/product/product-json-ld";
import { shareLinks, SHARE_NETWORKS } from "@/components/product/share-links";
import { checkNewsletterEmail } from "@/components/home/newsletter-rules";
import { titleLines } from "@/components/home/home-sections";

const product = {
  id: 18,
  product_name: "Hoodie",
  retail_price: 399000,
  net_price: 399000,
  grand_price: 279300,
  short_description: "Warm",
  product_images: [
    { image_url: "/a.webp", image_type: "DETAIL" },
    { image_url: "/cover.webp", image_type: "COVER" },
  ],
  sizes: [{ size_code: "XL", size_name: "Extra Large", is_available: true }],
  group_id: 1,
  sub_group_id: 2,
};

describe("add to cart on the detail page", () => {
  it("needs a size: 'Please choose a size.'", () => {
    expect(addToCartProblem({ productId: 18, size: "", qty: 1 })).toBe("Please choose a size.");
  });
  it("needs a quantity of at least 1: 'Min quantity to add to cart is 1.'", () => {
    expect(addToCartProblem({ productId: 18, size: "XL", qty: Number.NaN })).toBe("Min quantity to add to cart is 1.");
    expect(addToCartProblem({ productId: 18, size: "XL", qty: 0 })).toBe("Min quantity to add to cart is 1.");
  });
  it("needs a valid item: 'Item is not valid.'", () => {
    expect(addToCartProblem({ productId: undefined, size: "XL", qty: 1 })).toBe("Item is not valid.");
  });
  it("accepts a size and a quantity", () => {
    expect(addToCartProblem({ productId: 18, size: "XL", qty: 2 })).toBeNull();
  });
  it("the stock check has its own quantity message", () => {
    expect(checkStockProblem({ productId: 18, size: "XL", qty: 0 })).toBe("Min quantity to check stock is 1.");
  });
  it("builds the cart line with the size name and the cover image", () => {
    expect(toCartItem(product, "XL", 2)).toMatchObject({
      product_detail_id: 18,
      size: "XL",
      size_name: "Extra Large",
      qty: 2,
      grand_price: 279300,
      image_url: "/cover.webp",
    });
  });
});

describe("product images", () => {
  it("the cover is the COVER image, otherwise the first", () => {
    expect(coverImageUrl(product)).toBe("/cover.webp");
    expect(coverImageUrl({ product_images: [{ image_url: "/x.webp", image_type: "DETAIL" }] })).toBe("/x.webp");
    expect(coverImageUrl({ product_images: [] })).toBeNull();
  });
});

describe("share links", () => {
  const links = shareLinks({
    url: "https://shop.test/product/18",
    title: "Hoodie & Co",
    imageUrl: "https://shop.test/cover.webp",
    instagramUrl: "https://instagram.com/shop",
    shopName: "Batik Nusantara",
  });
  it("cover whatsapp, facebook, instagram, twitter, pinterest and email", () => {
    expect(links.map((l) => l.network)).toEqual([...SHARE_NETWORKS]);
  });
  it("use each network's real share address with the encoded page", () => {
    const by = Object.fromEntries(links.map((l) => [l.network, l.href]));
    expect(by.whatsapp).toBe(
      "https://api.whatsapp.com/send?text=Hoodie%20%26%20Co%20https%3A%2F%2Fshop.test%2Fproduct%2F18",
    );
    expect(by.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fproduct%2F18");
    expect(by.twitter).toContain("https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.test%2Fproduct%2F18");
    expect(by.pinterest).toContain("&media=https%3A%2F%2Fshop.test%2Fcover.webp");
    expect(by.email.startsWith("mailto:?subject=Hoodie%20%26%20Co")).toBe(true);
    expect(by.instagram).toBe("https://instagram.com/shop");
  });
});

describe("product JSON-LD", () => {
  const [ld, crumbs] = productJsonLd({
    url: "https://shop.test/product/18",
    name: "Hoodie",
    sku: "TP-018",
    description: "Warm",
    images: ["https://shop.test/cover.webp"],
    price: 279300,
    inStock: false,
    category: { name: "TOPS", url: "https://shop.test/products?category_id=9" },
    homeUrl: "https://shop.test/",
  });
  it("describes the product with an Offer in IDR and its availability", () => {
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Hoodie",
      sku: "TP-018",
      offers: { price: 279300, priceCurrency: "IDR", availability: "https://schema.org/OutOfStock" },
    });
  });
  it("has the breadcrumbs Home › category › product", () => {
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(
      (crumbs as { itemListElement: { name: string; position: number }[] }).itemListElement.map((i) => i.name),
    ).toEqual(["Home", "TOPS", "Hoodie"]);
  });
  it("cannot close its script element", () => {
    expect(jsonLdScript({ name: "</script><b>" })).not.toContain("</script>");
  });
});

describe("home", () => {
  it("splits banner titles into lines on line breaks", () => {
    expect(titleLines("Koleksi\nMusim Hujan")).toEqual(["Koleksi", "Musim Hujan"]);
    expect(titleLines(null)).toEqual([]);
  });
  it("the newsletter box needs an email address, and a valid one", () => {
    expect(checkNewsletterEmail("  ")).toEqual({ ok: false, message: "Please enter your email address" });
    expect(checkNewsletterEmail("not-an-email")).toEqual({ ok: false, message: "Please enter a valid email address" });
    expect(checkNewsletterEmail(" Ana@Example.COM ")).toEqual({ ok: true, email: "ana@example.com" });
  });
});

describe("product JSON-LD from the card data (issue #35: written once)", () => {
  it("equals the JSON-LD the page wrote from the whole product", () => {
    const card = {
      id: 18,
      product_name: "Hoodie",
      retail_price: 300000,
      net_price: 279300,
      grand_price: 279300,
      short_description: "Warm",
      product_images: [
        { image_url: "/media/p/18-a.webp", image_type: "COVER" },
        { image_url: "/media/p/18-b.webp", image_type: "DETAIL" },
      ],
      sizes: [
        { size_code: "M", size_name: "M", is_available: false },
        { size_code: "L", size_name: "L", is_available: true },
      ],
      group_id: null,
      sub_group_id: null,
    };
    const fromCard = cardJsonLd(card, {
      site: "https://shop.test",
      sku: "TP-018",
      category: { name: "TOPS", href: "/products?category_id=9" },
    });
    expect(fromCard).toEqual(
      productJsonLd({
        url: "https://shop.test/product/18",
        name: "Hoodie",
        sku: "TP-018",
        description: "Warm",
        images: ["https://shop.test/media/p/18-a.webp", "https://shop.test/media/p/18-b.webp"],
        price: 279300,
        inStock: true,
        category: { name: "TOPS", url: "https://shop.test/products?category_id=9" },
        homeUrl: "https://shop.test/",
      }),
    );
  });
});
