import type { Catalogue } from "../../types";

export const product: Catalogue["product"] = {};
