import { MAX_QTY } from "@/lib/domain/constants";
import type { Catalogue } from "../../types";
import {
  ACCOUNT_API,
  AUTH_API,
  CART_API,
  CATALOG_API,
  CHECKOUT_API,
  HTTP_API,
  REGIONS_API,
  SHOWROOMS_API,
  STOCK_ALERT_API,
  WISHLIST_API,
} from "./api-errors";
import { RETURNS_API } from "./returns-errors";
import { REVIEWS_API } from "./reviews-errors";

const spec = {
  signIn: {
    emailRequired: "Veuillez saisir votre adresse e-mail",
    passwordRequired: "Veuillez saisir votre mot de passe, 8 caractères minimum",
    success: "Vous êtes connecté",
  },
  signUp: {
    nameRequired: "Veuillez saisir votre nom",
    genderRequired: "Veuillez choisir votre genre",
    emailRequired: "Veuillez saisir votre adresse e-mail",
    passwordRequired: "Veuillez saisir votre mot de passe, 8 caractères minimum",
    passwordTooShort: "Le mot de passe doit comporter au moins 8 caractères",
    passwordConfRequired: "Veuillez confirmer le mot de passe",
    passwordConfMismatch: "La confirmation ne correspond pas au mot de passe",
    success: "Votre compte a été créé, bon shopping !",
  },
  profile: {
    nameRequired: "Veuillez saisir votre nom",
    genderRequired: "Veuillez choisir votre genre",
    emailRequired: "Veuillez saisir votre adresse e-mail",
    updated: "Votre profil a été mis à jour.",
  },
  changePassword: {
    oldRequired: "Veuillez saisir l'ancien mot de passe",
    newRequired: "Veuillez saisir le nouveau mot de passe",
    newConfRequired: "Veuillez confirmer le nouveau mot de passe",
    mismatch: "Le nouveau mot de passe ne correspond pas à la confirmation.",
  },
  cart: {
    itemInvalid: "Article non valide.",
    sizeRequired: "Veuillez choisir une taille.",
    minQtyAddToCart: "La quantité minimale à ajouter au panier est 1.",
    minQtyCheckStock: "La quantité minimale pour vérifier le stock est 1.",
    added: "Article ajouté au panier",
    removed: "Article retiré du panier",
    decremented: "Quantité de l'article diminuée",
    confirmRemove: "Êtes-vous sûr ?",
    offline: "Vous êtes hors ligne : l'ajout au panier nécessite une connexion. Rien n'a été ajouté.",
  },
  product: {
    outOfStockSize: "Cette taille est épuisée, mais vous pouvez ajouter l'article à votre liste d'envies",
    noStockLocation: "Aucune boutique n'a ce produit en stock..",
    addedToCompare: "Article ajouté au comparateur",
  },
  wishlist: {
    signInToAdd: "Veuillez vous connecter pour ajouter à votre liste d'envies",
    signInToRemove: "Veuillez vous connecter pour retirer de votre liste d'envies",
    added: "Article ajouté à la liste d'envies",
  },
  address: {
    labelRequired: "Le nom de l'adresse est obligatoire.",
    recipientNameRequired: "Le nom du destinataire est obligatoire.",
    recipientPhoneRequired: "Le téléphone du destinataire est obligatoire.",
    recipientZipRequired: "Le code postal du destinataire est obligatoire.",
    recipientZipRequiredEdit: "Le code postal du destinataire est obligatoire.",
    streetRequired: "La rue est obligatoire.",
    provinceRequired: "Veuillez choisir une province.",
    cityRequired: "Veuillez choisir une ville",
    subdistrictRequired: "Veuillez choisir un district.",
  },
  checkout: {
    guestEmailRequired: "Veuillez saisir votre adresse e-mail",
    addressRequired: "Veuillez d'abord choisir une adresse.",
    shippingMethodRequired: "Veuillez choisir un mode de livraison.",
    promoCodeRequired: "Le code promo est obligatoire !",
    availabilityFailed: "Impossible de vérifier la disponibilité de vos articles..",
    confirmPayment: "Voulez-vous vraiment passer au paiement ?",
  },
  account: {
    confirmSignOut: "Voulez-vous vraiment vous déconnecter ?",
  },
  load: {
    products: "Impossible de charger les produits.",
    categories: "Impossible de charger les catégories.",
    product: "Impossible de charger le produit.",
  },
  http: {
    connectionFailed: "La connexion a échoué, veuillez réessayer",
    sessionExpired: "Votre session a expiré, veuillez vous reconnecter pour continuer vos achats.",
  },
  extra: {
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    phoneInvalid: "Le téléphone du destinataire n'est pas valide.",
    zipInvalid: "Le code postal du destinataire doit comporter 5 chiffres.",
    addressInvalid: "Adresse non valide.",
    showroomInvalid: "Boutique non valide.",
    deviceInvalid: "Appareil non valide.",
    maxQty: `La quantité maximale est ${MAX_QTY}.`,
    pageInvalid: "Page non valide.",
    limitInvalid: "Limite non valide.",
    categoryInvalid: "Catégorie non valide.",
    groupInvalid: "Groupe non valide.",
    sortInvalid: "Tri non valide.",
    saleInvalid: "Filtre soldes non valide.",
    idInvalid: "Identifiant non valide.",
    passwordBlank: "Votre mot de passe ne peut pas être composé uniquement d'espaces.",
    passwordCommon: "Ce mot de passe est trop courant et facile à deviner, veuillez en choisir un autre.",
    currentPasswordRequired: "Veuillez saisir votre mot de passe actuel pour changer votre adresse e-mail.",
  },
  limits: {
    tooMany: "Trop de demandes, veuillez patienter quelques minutes avant de réessayer.",
    busy: "Nous sommes très sollicités en ce moment, veuillez réessayer dans un instant.",
  },
  templates: {
    httpStatus: "Erreur {status} : {statusText}",
    excludedItems:
      "{count} article(s) ont été retirés du récapitulatif car ils ne sont pas disponibles dans la boutique choisie et peuvent être achetés par un autre client.",
    tooLong: "{label} ne doit pas dépasser {max} caractères.",
  },
} as const;

/** The spec's messages and ours, under the codes of lib/domain/api/codes.ts. */
export const errors: Catalogue["errors"] = {
  ...spec,
  account: { ...spec.account, ...ACCOUNT_API },
  auth: AUTH_API,
  cart: { ...spec.cart, ...CART_API },
  wishlist: { ...spec.wishlist, ...WISHLIST_API },
  stockAlerts: STOCK_ALERT_API,
  checkout: { ...spec.checkout, ...CHECKOUT_API },
  http: { ...spec.http, ...HTTP_API },
  regions: REGIONS_API,
  catalog: CATALOG_API,
  showrooms: SHOWROOMS_API,
  returns: RETURNS_API,
  reviews: REVIEWS_API,
};
