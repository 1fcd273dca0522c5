import type { Catalogue } from "../../types";

export const wishlist: Catalogue["wishlist"] = {
  meta: { title: "Ma liste d'envies" },
  title: "Ma liste d'envies",
  empty: "Votre liste d'envies est encore vide, découvrez nos collections !",
  card: {
    rated: "Noté {average} sur 5 sur {count} avis",
    off: "(-{percent} %)",
    size: "Taille",
    chooseSize: "Choisir une taille",
    outOfStock: "{size} (épuisé)",
    addToCart: "Ajouter au panier",
    remove: "Retirer",
    removeLabel: "Retirer {name} de la liste d'envies",
  },
  compare: {
    button: "Comparer",
    label: "Comparer {name}",
  },
  toggle: {
    add: "Ajouter {name} à la liste d'envies",
    remove: "Retirer {name} de la liste d'envies",
  },
};
