import type { Catalogue } from "../../types";

export const product: Catalogue["product"] = {
  meta: {
    notFound: "Produit introuvable",
  },
  breadcrumb: "Fil d'Ariane",
  home: "Accueil",
  code: "Référence : {code}",
  originalPrice: "Prix d'origine",
  percentOff: "-{off} %",
  sizeGuide: "Guide des tailles",
  sizeGuideAlt: "Guide des tailles de {name}",
  related: "Produits similaires",
  gallery: {
    zoomIn: "Zoomer",
    zoomOut: "Dézoomer",
    images: "Images du produit",
    show: "Afficher l'image {number}",
  },
  backInStock: {
    notify: "Me prévenir du retour en stock (taille {size})",
    signIn: "Connectez-vous pour être prévenu du retour de cette taille",
    wishlistFirst: "Ajoutez le produit à votre liste de souhaits pour être prévenu du retour de cette taille.",
    done: "Nous vous écrirons dès que la taille {size} sera de retour.",
  },
  size: {
    legend: "Taille",
    label: "Taille {size}",
    outOfStock: "Taille {size} (épuisée)",
    onlyLeft: "Plus que {count}",
  },
  quantity: "Quantité",
  addToCart: "Ajouter au panier",
  addToWishlist: "Ajouter à la liste d'envies",
  removeFromWishlist: "Retirer de la liste d'envies",
  compare: "Comparer",
  checkStock: "Voir le stock en boutique",
  stickyBar: "Ajout rapide au panier",
  stock: {
    summary: "Taille {size}, quantité {qty}",
    viewOnMaps: "Voir sur Google Maps",
  },
  share: {
    label: "Partager :",
    whatsapp: "Partager sur WhatsApp",
    facebook: "Partager sur Facebook",
    instagram: "{shop} sur Instagram",
    twitter: "Partager sur Twitter",
    pinterest: "Épingler sur Pinterest",
    email: "Partager par e-mail",
  },
};
