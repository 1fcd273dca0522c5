/** Ours: the wishlist's and the back-in-stock notices' answers the spec leaves open (its own come from lib/domain MSG). */
export const WISHLIST_MSG = {
  /** The spec shows no words for a removal. */
  removed: "Item Removed from Wishlist",
} as const;

/** 'Notify me when back in stock' (user/stock-alerts). */
export const STOCK_ALERT_MSG = {
  created: "We will email you when this size is back in stock.",
  cancelled: "Back-in-stock notice cancelled.",
  notWishlisted: "Add the product to your wishlist first.",
  sizeUnknown: "This product has no such size.",
  inStock: "This size is in stock.",
} as const;
