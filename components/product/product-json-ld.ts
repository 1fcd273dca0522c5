import type { CardProduct } from "@/components/catalog/card-product";
import { CURRENCY } from "@/lib/domain/constants";
import type { ProductReviews } from "@/lib/domain/reviews/contract";

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
  /** The published reviews' summary and newest page: none, or none published, adds no rating at all. */
  reviews?: ProductReviews | null;
}

/** schema.org AggregateRating and Review from real published reviews only (docs/adr/0014-real-ratings.md). */
function ratingLd(reviews: ProductReviews | null | undefined) {
  if (!reviews || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      datePublished: r.published_at.slice(0, 10),
      name: r.title,
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
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
    ...ratingLd(input.reviews),
  };
  const trail = [
    { name: "Home", url: input.homeUrl },
    ...(input.category ? [input.category] : []),
    { name: input.name, url: input.url },
  ];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
  return [product, breadcrumbs];
}

/** JSON for a <script type="application/ld+json">: '<' escaped so a product text cannot close the script element. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** What the page adds to the product's card data for its JSON-LD: the shop's address, the code and the category. */
export interface JsonLdPageFacts {
  /** The shop's public origin (siteUrl()), without a trailing slash. */
  site: string;
  sku: string;
  category: { name: string; href: string };
  reviews?: ProductReviews | null;
}

/**
 * The product page's JSON-LD from the card data its islands already receive (components/product/product-json-ld.tsx),
 * so the page's RSC payload does not carry the JSON-LD beside them. Paths become absolute on `site`, as absoluteUrl().
 */
export function cardJsonLd(card: CardProduct, facts: JsonLdPageFacts) {
  const absolute = (path: string) => new URL(path, `${facts.site}/`).toString();
  const url = absolute(`/product/${card.id}`);
  return productJsonLd({
    url,
    name: card.product_name,
    sku: facts.sku,
    description: card.short_description,
    images: card.product_images.map((i) => absolute(i.image_url)),
    price: card.grand_price,
    inStock: card.sizes.some((s) => s.is_available),
    category: { name: facts.category.name, url: absolute(facts.category.href) },
    homeUrl: absolute("/"),
    reviews: facts.reviews,
  });
}
