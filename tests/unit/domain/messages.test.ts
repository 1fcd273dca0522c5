import {
  LABELS,
  MSG,
  excludedItemsNotice,
  foundItemsLabel,
  httpErrorMessage,
  saleLinkLabel,
  sizeLabel,
} from "@/lib/domain/messages";

describe("the spec words", () => {
  it("keep the validation messages of section 5 character for character", () => {
    expect(MSG.signIn.emailRequired).toBe("Please enter your email address");
    expect(MSG.signIn.passwordRequired).toBe("Please enter your password, 8 characters minimum");
    expect(MSG.signUp.nameRequired).toBe("Please enter your name");
    expect(MSG.signUp.genderRequired).toBe("Please choose your gender");
    expect(MSG.signUp.passwordTooShort).toBe("Password length should be at least 8 characters");
    expect(MSG.signUp.passwordConfRequired).toBe("Please enter the password confirmation");
    expect(MSG.signUp.passwordConfMismatch).toBe("Your password confirmation doesn't match the password");
    expect(MSG.cart.itemInvalid).toBe("Item is not valid.");
    expect(MSG.cart.sizeRequired).toBe("Please choose a size.");
    expect(MSG.cart.minQtyAddToCart).toBe("Min quantity to add to cart is 1.");
    expect(MSG.cart.minQtyCheckStock).toBe("Min quantity to check stock is 1.");
    expect(MSG.wishlist.signInToAdd).toBe("Please sign in first to add wishlist");
    expect(MSG.wishlist.signInToRemove).toBe("Please sign in first to remove from wishlist");
    expect(MSG.checkout.guestEmailRequired).toBe("Please input your email address");
    expect(MSG.checkout.addressRequired).toBe("Please choose an address first.");
    expect(MSG.checkout.shippingMethodRequired).toBe("Please choose a shipping method.");
    expect(MSG.checkout.promoCodeRequired).toBe("Promo code is required!");
    expect(MSG.changePassword).toEqual({
      oldRequired: "Please enter the old password",
      newRequired: "Please enter the new password",
      newConfRequired: "Please enter the new password confirmation",
      mismatch: "New password doesn't match the confirmation.",
    });
  });

  it("spell the address messages exactly, zipcode case and missing period included", () => {
    expect(MSG.address).toEqual({
      labelRequired: "Address label is required.",
      recipientNameRequired: "Recipient name is required.",
      recipientPhoneRequired: "Recipient phone is required.",
      recipientZipRequired: "Recipient Zipcode is required.",
      recipientZipRequiredEdit: "Recipient zipcode is required.",
      streetRequired: "Address street is required.",
      provinceRequired: "Province must be chosen.",
      cityRequired: "City must be chosen",
      subdistrictRequired: "Subdistrict must be chosen.",
    });
  });

  it("keep the error catalogue of section 8", () => {
    expect(MSG.http.connectionFailed).toBe("Connection failed, please try again");
    expect(MSG.http.sessionExpired).toBe("Your session has been expired, please sign in again to shop.");
    expect(httpErrorMessage(503, "Service Unavailable")).toBe("Error 503: Service Unavailable");
    expect(MSG.load).toEqual({
      products: "Fail to retrieve products.",
      categories: "Fail to retrieve categories.",
      product: "Fail to retrieve product.",
    });
    expect(MSG.checkout.availabilityFailed).toBe("Fail to load your items availability..");
    expect(MSG.product.outOfStockSize).toBe("This size is out of stock, but you can always add this item to wishlist");
    expect(MSG.product.noStockLocation).toBe("No location available for this product..");
  });

  it("keep the success toasts, other toasts and confirmations", () => {
    expect(MSG.signIn.success).toBe("You have successfully signed in");
    expect(MSG.signUp.success).toBe("You have successfully created an account, feel free to shop now.");
    expect(MSG.cart.added).toBe("Item Added to Cart");
    expect(MSG.wishlist.added).toBe("Item Added to Wishlist");
    expect(MSG.product.addedToCompare).toBe("Item Added to Compare");
    expect(MSG.profile.updated).toBe("Your profile have been successfully updated.");
    expect(MSG.cart.removed).toBe("Item Removed from Cart");
    expect(MSG.cart.decremented).toBe("Item Decrement Qty to Cart");
    expect(MSG.cart.confirmRemove).toBe("Are you sure?");
    expect(MSG.checkout.confirmPayment).toBe("Are you sure want to go to payment?");
    expect(MSG.account.confirmSignOut).toBe("Are you sure want to sign out?");
  });

  it("tell how many items were excluded from the summary", () => {
    expect(excludedItemsNotice(2)).toBe(
      "2 item(s) were excluded from the summary because they are not available in the chosen store and may be bought by another checkout.",
    );
  });

  it("keep the screen texts of section 2", () => {
    expect(LABELS.allProductsLoaded).toBe("All products has been loaded");
    expect(LABELS.ordersEmpty).toBe("No orders yet, shop more with us!");
    expect(LABELS.wishlistEmpty).toBe("No wishlist yet, shop more with us!");
    expect(LABELS.promoBar).toBe("GET OFFERS Up To 40% off");
    expect(foundItemsLabel(12)).toBe("Found 12 Items");
    expect(sizeLabel("XL")).toBe("Size: XL");
    expect(saleLinkLabel("Men")).toBe("Shop Men's Sale");
  });
});
