import type { Catalogue } from "../../types";

export const orders: Catalogue["orders"] = {};
