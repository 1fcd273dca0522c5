export const wishlist = {} as const;
