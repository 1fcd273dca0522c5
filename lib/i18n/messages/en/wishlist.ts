import { LABELS } from "@/lib/domain/messages";

/** The account wishlist page, its cards, the compare button and the wishlist heart. */
export const wishlist = {
  meta: { title: LABELS.myWishlist },
  title: LABELS.myWishlist,
  empty: LABELS.wishlistEmpty,
  card: {
    rated: "Rated {average} out of 5 from {count} reviews",
    off: "({percent}% off)",
    size: "Size",
    chooseSize: "Choose a size",
    outOfStock: "{size} (out of stock)",
    addToCart: "Add to cart",
    remove: "Remove",
    removeLabel: "Remove {name} from wishlist",
  },
  compare: {
    button: "Compare",
    label: "Compare {name}",
  },
  toggle: {
    add: "Add {name} to wishlist",
    remove: "Remove {name} from wishlist",
  },
} as const;
