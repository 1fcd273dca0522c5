import type { Catalogue } from "../../types";

export const account: Catalogue["account"] = {};
