/** The product page's size-guide section: where the size guide's link leads before the page's script runs. */
export const SIZE_GUIDE_ID = "size-guide";
