import type { Catalogue } from "../../types";
import { checkout } from "./checkout";

export const delivery: Catalogue["delivery"] = {
  heading: "Livraison et retrait",
  loading: "Calcul du délai de livraison…",
  shipsFrom: checkout.hub.shipsFrom,
  arrives: "Livré en {etd} jour(s)",
  to: "à {place}",
  primaryAddress: "votre adresse principale",
  noEstimate: "Pas encore d'estimation de livraison pour cette zone.",
  notShipped: "Cette taille n'est pas disponible en livraison.",
  pickupToday: "Retrait aujourd'hui à {store}",
  pickupTomorrow: "Retrait dès demain à {store}",
  chooseArea: "Voir le délai de livraison chez vous",
  changeArea: "Changer de zone",
  picker: {
    heading: "Livrer à",
    save: "Voir l'estimation",
    cancel: "Annuler",
  },
};
