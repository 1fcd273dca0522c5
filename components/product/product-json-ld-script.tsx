"use client";

import type { CardProduct } from "@/components/catalog/card-product";
import { cardJsonLd, jsonLdScript, type JsonLdPageFacts } from "./product-json-ld";

/**
 * The product page's schema.org script, written from the card data the purchase panel receives (the same object, so
 * React's payload holds it once) and a few page facts: the JSON-LD is in the HTML once, not in the payload too.
 */
export function ProductJsonLdScript({ product, facts }: { product: CardProduct; facts: JsonLdPageFacts }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(cardJsonLd(product, facts)) }} />
  );
}
