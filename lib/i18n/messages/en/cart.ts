import { LABELS, sizeLabel } from "@/lib/domain/messages";

/** The cart: the slide-out panel, the /cart page with its table and totals, the quantity steppers. */
export const cart = {
  meta: { title: "Cart" },
  title: "Shopping Cart",
  panel: {
    title: "My Cart",
    close: "Close cart",
    empty: LABELS.cartPanelEmpty,
    subtotal: "Subtotal",
    totalAfterBundles: "Total after bundles",
    goToCart: LABELS.goToCart,
  },
  line: {
    size: sizeLabel("{size}"),
    /** A line named in aria-labels: "Kaos (Size: M)"; {size} is the filled `size` text above. */
    item: "{name} ({size})",
    remove: "Remove {item}",
    inBundle: "{count} in a bundle promo",
  },
  table: {
    image: "Image",
    product: "Product",
    size: "Size",
    price: "Price",
    quantity: "Quantity",
    total: "Total",
    remove: "Remove",
  },
  page: {
    emptyTitle: LABELS.cartPageEmptyTitle,
    emptyText: LABELS.cartPageEmptyText,
    summary: "Cart total",
    subtotal: "Subtotal",
    totalPrice: "Total Price",
    checkout: "Checkout",
    signInToPurchase: LABELS.signInToPurchase,
    checkoutAsGuest: "Checkout as Guest",
  },
  bundles: {
    label: "Bundle promos",
    itemsOne: "{count} items",
    items: "{count} items",
    itemsInBundles: "{count} items, {bundles} bundles",
  },
  /** The quantity boxes: the cart page's (…Of, naming the line) and the quick view's (components/ui). */
  stepper: {
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    quantityOf: "Quantity of {item}",
    decreaseOf: "Decrease quantity of {item}",
    increaseOf: "Increase quantity of {item}",
  },
} as const;
