import { SORT_LABELS } from "@/lib/domain/constants";
import { LABELS } from "@/lib/domain/messages";

/** The product listing (/products), product cards, quick view and the /shop/{category} landing. */
export const catalog = {
  meta: {
    description: "Tops and bottoms for men, women and kids at {shop}.",
    search: "Search: {term}",
    sale: "{title} Sale",
  },
  listing: {
    defaultTitle: LABELS.defaultListingTitle,
    products: "Products",
    // The spec's 'Found N Items', whatever N.
    foundOne: "Found {count} Items",
    foundOther: "Found {count} Items",
    searchResults: 'Search results for "{term}"',
    sortBy: "Sort by",
    sortSubmit: "Sort",
    sorts: {
      NEWEST: SORT_LABELS.NEWEST,
      PRICE_DESC: SORT_LABELS.PRICE_DESC,
      PRICE_ASC: SORT_LABELS.PRICE_ASC,
      POPULAR: SORT_LABELS.POPULAR,
    },
    allLoaded: LABELS.allProductsLoaded,
    busy: "Many searches are running right now. Please try again in a moment.",
    fallback: {
      closest: "Closest matches",
      categories: "Did you mean",
      sold: "Best sellers",
      newest: "New arrivals",
      searches: "Popular searches",
    },
  },
  filters: {
    title: "Filters",
    size: "Size",
    color: "Colour",
    brand: "Brand",
    price: "Price",
    priceMin: "Minimum price (Rp)",
    priceMax: "Maximum price (Rp)",
    under: "Under {max}",
    between: "{min} to {max}",
    over: "{min} and over",
    sale: "On sale",
    apply: "Apply filters",
    clear: "Clear filters",
    count: "({count})",
    valueWithCountOne: "{value}, {count} products",
    valueWithCount: "{value}, {count} products",
    toggle: "Filter",
    toggleCount: "Filter ({count})",
    active: "Active filters",
    remove: "Remove filter: {value}",
    clearAll: "Clear all",
    applyHint: "Choose as many as you like, then apply.",
    showOne: "Show {count} product",
    showOther: "Show {count} products",
    groups: { adult: "Adults", kids: "Kids" },
  },
  categories: {
    title: "Categories",
    all: "All Products",
  },
  card: {
    quickView: "Quick View",
    quickViewOf: "Quick view {name}",
    rated: "Rated {average} out of 5 from {count} reviews",
  },
  price: {
    original: "Original price",
    off: "({off}% off)",
  },
  /** The product rails of the home and product pages (new arrivals, recently viewed). */
  rails: {
    newArrivals: "New arrivals",
    recentlyViewed: "Recently viewed",
    clear: "Clear",
    clearLabel: "Clear recently viewed",
  },
  quickView: {
    addToCart: "add to cart",
    viewDetail: "view detail",
  },
  landing: {
    title: { men: "Men", women: "Women" },
    description: {
      men: "Tops and bottoms for men at {shop}.",
      women: "Tops and bottoms for women at {shop}.",
    },
    metaTitle: "Shop {title}",
    menu: "{title} menu",
    shopAll: "Shop All",
    kids: "Kids",
    hashtag: "#hashtag",
    shopNow: "Shop Now",
    newFor: "New for {title}",
    copyright: "© {shop}",
  },
  swatches: {
    colours: "Colours",
    more: "{count} more colours",
  },
} as const;
