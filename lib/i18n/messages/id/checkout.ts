import type { Catalogue } from "../../types";

export const checkout: Catalogue["checkout"] = {};
