import type { Catalogue } from "../../types";

export const catalog: Catalogue["catalog"] = {};
