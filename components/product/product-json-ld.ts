import { CURRENCY } from "@/lib/domain/constants";

export interface JsonLdProductInput {
  url: string;
  name: string;
  sku: string;
  description: string;
  images: string[];
  price: number;
  inStock: boolean;
  category: { name: string; url: string } | null;
  homeUrl: string;
}

/** schema.org Product (name, image, sku, Offer in IDR with availability) and the page's BreadcrumbList. */
export function productJsonLd(input: JsonLdProductInput) {
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    sku: input.sku,
    description: input.description,
    image: input.images,
    url: input.url,
    offers: {
      "@type": "Offer",
      url: input.url,
      priceCurrency: CURRENCY,
      price: input.price,
      availability: input.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  const trail = [{ name: "Home", url: input.homeUrl }, ...(input.category ? [input.category] : []), { name: input.name, url: input.url }];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: step.url })),
  };
  return [product, breadcrumbs];
}

/** JSON for a <script type="application/ld+json">: '<' escaped so a product text cannot close the script element. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
