/** The product page's purchase form (size, quantity, add to cart): the chat link reads the chosen size from it. */
export const PURCHASE_FORM_ID = "purchase-form";
