import type { Catalogue } from "../../types";

export const info: Catalogue["info"] = {};
