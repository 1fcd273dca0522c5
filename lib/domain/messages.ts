import { MAX_QTY } from "./constants";

/**
 * Every user-facing sentence of the spec, copied character for character (sections 2, 5 and 8). Forms and the
 * API both take their words from here; the few marked "ours" are not in the spec.
 */

export const MSG = {
  signIn: {
    emailRequired: "Please enter your email address",
    passwordRequired: "Please enter your password, 8 characters minimum",
    success: "You have successfully signed in",
  },
  signUp: {
    nameRequired: "Please enter your name",
    genderRequired: "Please choose your gender",
    emailRequired: "Please enter your email address",
    passwordRequired: "Please enter your password, 8 characters minimum",
    passwordTooShort: "Password length should be at least 8 characters",
    passwordConfRequired: "Please enter the password confirmation",
    passwordConfMismatch: "Your password confirmation doesn't match the password",
    success: "You have successfully created an account, feel free to shop now.",
  },
  profile: {
    nameRequired: "Please enter your name",
    genderRequired: "Please choose your gender",
    emailRequired: "Please enter your email address",
    updated: "Your profile have been successfully updated.",
  },
  changePassword: {
    oldRequired: "Please enter the old password",
    newRequired: "Please enter the new password",
    newConfRequired: "Please enter the new password confirmation",
    mismatch: "New password doesn't match the confirmation.",
  },
  cart: {
    itemInvalid: "Item is not valid.",
    sizeRequired: "Please choose a size.",
    minQtyAddToCart: "Min quantity to add to cart is 1.",
    minQtyCheckStock: "Min quantity to check stock is 1.",
    added: "Item Added to Cart",
    removed: "Item Removed from Cart",
    decremented: "Item Decrement Qty to Cart",
    confirmRemove: "Are you sure?",
    /** Ours: Add to Cart without a connection is refused, never queued (docs/adr/0009-offline.md). */
    offline: "You are offline: Add to Cart needs a connection. Nothing was added.",
  },
  product: {
    outOfStockSize: "This size is out of stock, but you can always add this item to wishlist",
    noStockLocation: "No location available for this product..",
    addedToCompare: "Item Added to Compare",
  },
  wishlist: {
    signInToAdd: "Please sign in first to add wishlist",
    signInToRemove: "Please sign in first to remove from wishlist",
    added: "Item Added to Wishlist",
  },
  address: {
    labelRequired: "Address label is required.",
    recipientNameRequired: "Recipient name is required.",
    recipientPhoneRequired: "Recipient phone is required.",
    recipientZipRequired: "Recipient Zipcode is required.",
    /** The edit form spells it in lower case. */
    recipientZipRequiredEdit: "Recipient zipcode is required.",
    streetRequired: "Address street is required.",
    provinceRequired: "Province must be chosen.",
    cityRequired: "City must be chosen",
    subdistrictRequired: "Subdistrict must be chosen.",
  },
  checkout: {
    guestEmailRequired: "Please input your email address",
    addressRequired: "Please choose an address first.",
    shippingMethodRequired: "Please choose a shipping method.",
    promoCodeRequired: "Promo code is required!",
    availabilityFailed: "Fail to load your items availability..",
    confirmPayment: "Are you sure want to go to payment?",
  },
  account: {
    confirmSignOut: "Are you sure want to sign out?",
  },
  load: {
    products: "Fail to retrieve products.",
    categories: "Fail to retrieve categories.",
    product: "Fail to retrieve product.",
  },
  http: {
    connectionFailed: "Connection failed, please try again",
    sessionExpired: "Your session has been expired, please sign in again to shop.",
  },
  /** Ours: checks the spec leaves open but the API must still answer with a message. */
  extra: {
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Recipient phone is not valid.",
    zipInvalid: "Recipient zipcode must have 5 digits.",
    addressInvalid: "Address is not valid.",
    showroomInvalid: "Store is not valid.",
    deviceInvalid: "Device is not valid.",
    maxQty: `Max quantity is ${MAX_QTY}.`,
    pageInvalid: "Page is not valid.",
    limitInvalid: "Limit is not valid.",
    categoryInvalid: "Category is not valid.",
    groupInvalid: "Group is not valid.",
    sortInvalid: "Sort is not valid.",
    saleInvalid: "Sale is not valid.",
    idInvalid: "Id is not valid.",
    passwordBlank: "Your password cannot be only spaces.",
    passwordCommon: "This password is too common and easy to guess, please choose another one.",
    currentPasswordRequired: "Please enter your current password to change your email address.",
  },
} as const;

/** 'Error {status}: {statusText}', the general handler's toast for an error without a message. */
export function httpErrorMessage(status: number, statusText: string): string {
  return `Error ${status}: ${statusText}`;
}

/** Checkout notice when the store availability check drops lines from the summary. */
export function excludedItemsNotice(count: number): string {
  return `${count} item(s) were excluded from the summary because they are not available in the chosen store and may be bought by another checkout.`;
}

/** Ours: the message for a text field longer than the API accepts. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** Fixed texts of the screens in spec section 2. */
export const LABELS = {
  promoBar: "GET OFFERS Up To 40% off",
  defaultListingTitle: "Our Collections",
  loading: "Loading...",
  loadingShort: "Loading..",
  allProductsLoaded: "All products has been loaded",
  comingSoon: "Coming Soon!",
  cartPanelEmpty: "Your cart is empty",
  continueShopping: "Continue Shopping",
  goToCart: "Go To Cart",
  cartPageEmptyTitle: "Your Cart is Empty",
  cartPageEmptyText: "Explore more of our collections",
  signInToPurchase: "Sign In To Purchase",
  goToPayment: "Go To Payment",
  orderSuccessTitle: "Order Success",
  thankYou: "Thank you for shopping!",
  myOrders: "My Orders",
  loadingOrders: "Loading your orders..",
  ordersEmpty: "No orders yet, shop more with us!",
  myWishlist: "My Wishlist",
  wishlistEmpty: "No wishlist yet, shop more with us!",
  viewOnMaps: "View on Google Maps",
  relatedProducts: "Related Products",
  checkStockLocations: "Check Stock Locations",
  orderTracking: "Order Tracking",
  orderDetail: "Lihat Detail",
  guestName: "GUEST",
} as const;

export function foundItemsLabel(count: number): string {
  return `Found ${count} Items`;
}

export function sizeLabel(sizeCode: string): string {
  return `Size: ${sizeCode}`;
}

export function saleLinkLabel(categoryName: string): string {
  return `Shop ${categoryName}'s Sale`;
}
