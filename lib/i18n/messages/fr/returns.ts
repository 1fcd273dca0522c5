import type { Catalogue } from "../../types";

export const returns: Catalogue["returns"] = {
  receivedAt: "Reçue le",
};
