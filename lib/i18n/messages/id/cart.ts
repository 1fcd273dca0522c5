import type { Catalogue } from "../../types";

export const cart: Catalogue["cart"] = {};
