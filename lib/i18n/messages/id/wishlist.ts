import type { Catalogue } from "../../types";

export const wishlist: Catalogue["wishlist"] = {};
