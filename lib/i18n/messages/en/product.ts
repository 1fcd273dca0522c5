import { LABELS } from "@/lib/domain/messages";

/** The product page: gallery, price, size picker, purchase panel, stock locations, share buttons, size guide. */
export const product = {
  meta: {
    notFound: "Product not found",
  },
  breadcrumb: "Breadcrumb",
  home: "Home",
  code: "Product code: {code}",
  originalPrice: "Original price",
  percentOff: "{off}% OFF",
  sizeGuide: "Size Guide",
  sizeGuideAlt: "Size guide for {name}",
  sizeGuideLink: "Size guide",
  related: LABELS.relatedProducts,
  gallery: {
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    images: "Product images",
    show: "Show image {number}",
  },
  backInStock: {
    notify: "Notify me when back in stock (size {size})",
    signIn: "Sign in to be told when this size is back in stock",
    wishlistFirst: "Add the product to your wishlist to be told when this size is back in stock.",
    done: "We will email you when size {size} is back in stock.",
  },
  size: {
    legend: "Size",
    label: "Size {size}",
    outOfStock: "Size {size} (out of stock)",
    onlyLeft: "Only {count} left",
    /** The catalogue's size names (the demo's, in English) as this language says them. */
    names: {
      XS: "Extra Small",
      S: "Small",
      M: "Medium",
      L: "Large",
      XL: "Extra Large",
      XXL: "Double Extra Large",
      waist: "Waist {size}",
      age: "Age {size}",
    },
  },
  quantity: "Quantity",
  addToCart: "Add to Cart",
  addToWishlist: "Add to Wishlist",
  removeFromWishlist: "Remove from Wishlist",
  compare: "Compare",
  checkStock: LABELS.checkStockLocations,
  stickyBar: "Quick add to cart",
  stock: {
    available: "Available",
    fewLeft: "Only {count} left",
    soldOut: "Out of stock",
    summary: "Size {size}, quantity {qty}",
    viewOnMaps: LABELS.viewOnMaps,
  },
  share: {
    label: "Share:",
    whatsapp: "Share on WhatsApp",
    facebook: "Share on Facebook",
    instagram: "{shop} on Instagram",
    twitter: "Share on Twitter",
    pinterest: "Pin on Pinterest",
    email: "Share by email",
  },
  colours: {
    heading: "Colour",
    list: "Colours of this product",
  },
} as const;
