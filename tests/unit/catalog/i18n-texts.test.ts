import { messagesFor } from "@/lib/i18n/catalogues";
import { fmt, plural } from "@/lib/i18n/format";
import { SORTS, SORT_LABELS } from "@/lib/domain/constants";
import { LABELS, foundItemsLabel } from "@/lib/domain/messages";

// The English catalog and product texts are the spec's: the listing and product e2e tests look for them.
describe("the English catalog and product namespaces", () => {
  const { catalog, product } = messagesFor("en");

  it("keep the listing texts", () => {
    expect(catalog.listing.defaultTitle).toBe(LABELS.defaultListingTitle);
    expect(catalog.listing.allLoaded).toBe(LABELS.allProductsLoaded);
    for (const count of [0, 1, 12]) {
      expect(plural(count, catalog.listing.foundOne, catalog.listing.foundOther, "en")).toBe(foundItemsLabel(count));
    }
    expect(SORTS.map((sort) => catalog.listing.sorts[sort])).toEqual(SORTS.map((sort) => SORT_LABELS[sort]));
    expect(fmt(catalog.price.off, { off: 30 })).toBe("(30% off)");
    expect(fmt(catalog.card.quickViewOf, { name: "Hoodie" })).toBe("Quick view Hoodie");
  });

  it("keep the product page texts", () => {
    expect(fmt(product.percentOff, { off: 30 })).toBe("30% OFF");
    expect(fmt(product.size.outOfStock, { size: "XL" })).toBe("Size XL (out of stock)");
    expect([product.addToCart, product.addToWishlist, product.removeFromWishlist]).toEqual([
      "Add to Cart",
      "Add to Wishlist",
      "Remove from Wishlist",
    ]);
    expect(product.checkStock).toBe(LABELS.checkStockLocations);
    expect(product.related).toBe(LABELS.relatedProducts);
    expect(product.stock.viewOnMaps).toBe(LABELS.viewOnMaps);
  });
});
