import type { Catalogue } from "../../types";

export const home: Catalogue["home"] = {};
