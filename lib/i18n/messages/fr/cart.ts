import type { Catalogue } from "../../types";

export const cart: Catalogue["cart"] = {
  meta: { title: "Panier" },
  title: "Mon panier",
  panel: {
    title: "Mon panier",
    close: "Fermer le panier",
    empty: "Votre panier est vide",
    subtotal: "Sous-total",
    totalAfterBundles: "Total après offres groupées",
    goToCart: "Voir le panier",
  },
  line: {
    size: "Taille : {size}",
    item: "{name} ({size})",
    remove: "Retirer {item}",
    inBundle: "{count} dans une offre groupée",
  },
  table: {
    image: "Image",
    product: "Produit",
    size: "Taille",
    price: "Prix",
    quantity: "Quantité",
    total: "Total",
    remove: "Retirer",
  },
  page: {
    emptyTitle: "Votre panier est vide",
    emptyText: "Découvrez le reste de nos collections",
    summary: "Total du panier",
    subtotal: "Sous-total",
    totalPrice: "Prix total",
    checkout: "Commander",
    signInToPurchase: "Se connecter pour acheter",
    checkoutAsGuest: "Commander sans compte",
  },
  bundles: {
    label: "Offres groupées",
    itemsOne: "{count} article",
    items: "{count} articles",
    itemsInBundles: "{count} articles, {bundles} lots",
  },
  stepper: {
    quantity: "Quantité",
    decrease: "Diminuer la quantité",
    increase: "Augmenter la quantité",
    quantityOf: "Quantité de {item}",
    decreaseOf: "Diminuer la quantité de {item}",
    increaseOf: "Augmenter la quantité de {item}",
  },
};
