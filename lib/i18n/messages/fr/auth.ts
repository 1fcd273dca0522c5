import type { Catalogue } from "../../types";

export const auth: Catalogue["auth"] = {};
