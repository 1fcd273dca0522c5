import type { Catalogue } from "../../types";

export const catalog: Catalogue["catalog"] = {
  meta: {
    description: "Hauts et bas pour hommes, femmes et enfants chez Storefront.",
    search: "Recherche : {term}",
    sale: "Soldes {title}",
  },
  listing: {
    defaultTitle: "Nos collections",
    products: "Produits",
    foundOne: "{count} article trouvé",
    foundOther: "{count} articles trouvés",
    sortBy: "Trier par",
    sortSubmit: "Trier",
    sorts: { NEWEST: "Nouveautés", PRICE_DESC: "Prix décroissant", PRICE_ASC: "Prix croissant" },
    allLoaded: "Tous les produits ont été chargés",
  },
  filters: {
    title: "Filtres",
    size: "Taille",
    color: "Couleur",
    brand: "Marque",
    price: "Prix",
    priceMin: "Prix minimum (Rp)",
    priceMax: "Prix maximum (Rp)",
    under: "Moins de {max}",
    between: "De {min} à {max}",
    over: "{min} et plus",
    sale: "En promotion",
    apply: "Appliquer les filtres",
    clear: "Effacer les filtres",
    count: "({count})",
    valueWithCountOne: "{value}, {count} produit",
    valueWithCount: "{value}, {count} produits",
  },
  categories: {
    title: "Catégories",
    all: "Tous les produits",
  },
  card: {
    quickView: "Aperçu rapide",
    quickViewOf: "Aperçu rapide de {name}",
    rated: "Noté {rating} sur 5",
  },
  price: {
    original: "Prix d'origine",
    off: "(-{off} %)",
  },
  quickView: {
    addToCart: "ajouter au panier",
    viewDetail: "voir le détail",
  },
  landing: {
    title: { men: "Homme", women: "Femme" },
    description: {
      men: "Hauts et bas pour homme chez Storefront.",
      women: "Hauts et bas pour femme chez Storefront.",
    },
    metaTitle: "Boutique {title}",
    menu: "Menu {title}",
    shopAll: "Tout voir",
    kids: "Enfant",
    hashtag: "#hashtag",
    shopNow: "Découvrir",
    newFor: "Nouveautés {title}",
    copyright: "© Storefront",
  },
};
