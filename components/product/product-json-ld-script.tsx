import type { CardProduct } from "@/components/catalog/card-product";
import { cardJsonLd, jsonLdScript, type JsonLdPageFacts } from "./product-json-ld";

/**
 * The product page's schema.org script, written on the server from the card data the purchase panel receives and a
 * few page facts. React's payload carries the script's text beside the HTML: a phone receives those bytes once
 * compressed, where building the script in the browser would add its code to the page's script and its run to the
 * hydration.
 */
export function ProductJsonLdScript({ product, facts }: { product: CardProduct; facts: JsonLdPageFacts }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(cardJsonLd(product, facts)) }} />
  );
}
