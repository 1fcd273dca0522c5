/** Ours: the API's own answers (lib/domain/{account,auth,cart,checkout,api}/messages.ts), by code. */

export const ACCOUNT_API = {
  emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
  newsletterSubscribed: "Vous êtes maintenant abonné à notre newsletter.",
  newsletterUnsubscribed: "Vous êtes désabonné de notre newsletter.",
  newsletterThanks:
    "Merci ! Veuillez confirmer votre abonnement avec le lien que nous venons d’envoyer à votre adresse e-mail.",
  oldPasswordWrong: "Votre ancien mot de passe est incorrect.",
  currentPasswordWrong: "Votre mot de passe actuel est incorrect.",
  profileChanged: "Votre profil a été modifié entre-temps, veuillez recharger la page et réessayer.",
  passwordChanged: "Votre mot de passe a bien été modifié.",
  addressNotFound: "Adresse introuvable.",
  addressSaved: "Votre adresse a été enregistrée.",
  addressUpdated: "Votre adresse a été mise à jour.",
  addressRemoved: "Votre adresse a été supprimée.",
  addressPrimarySet: "Votre adresse principale a été modifiée.",
  primaryCannotBeRemoved: "L'adresse principale ne peut pas être supprimée.",
  alreadyPrimary: "Cette adresse est déjà votre adresse principale.",
  tooManyAddresses: "Vous pouvez enregistrer 20 adresses au maximum.",
} as const;

export const AUTH_API = {
  badCredentials: "L'adresse e-mail ou le mot de passe saisi est incorrect.",
  throttled: "Trop de tentatives de connexion échouées, veuillez réessayer dans 15 minutes.",
  emailTaken: "Un compte existe déjà avec cette adresse e-mail.",
  signedOut: "Vous avez été déconnecté.",
  resetRequested:
    "Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien pour réinitialiser votre mot de passe.",
  resetInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré, veuillez en demander un nouveau.",
  resetDone: "Votre mot de passe a été réinitialisé, veuillez vous connecter avec votre nouveau mot de passe.",
} as const;

export const HTTP_API = {
  crossSite: "Les requêtes venant d'un autre site ne sont pas acceptées.",
  internal: "Une erreur s'est produite de notre côté, veuillez réessayer.",
} as const;

export const CHECKOUT_API = {
  cartEmpty: "Votre panier est vide",
  shippingTypeInvalid: "Veuillez choisir un mode de livraison.",
  hubInvalid: "Veuillez choisir un entrepôt pour la livraison.",
  promoUnknown: "Ce code promo n'est pas valide.",
  promoMinPurchase: "Ce code promo exige un achat minimum de {min}.",
  promoUsedUp: "Ce code promo a été entièrement utilisé.",
  promoShopperLimit: "Vous avez déjà utilisé ce code promo autant de fois qu'il le permet.",
  promoFirstPurchase: "Ce code promo est réservé à votre premier achat.",
  pendingLimit:
    "Vous avez déjà des commandes en attente de paiement. Payez-les, ou attendez leur expiration, avant d'en passer une autre.",
  pendingLimitNetwork:
    "Trop de commandes attendent un paiement depuis votre réseau. Payez une commande, ou réessayez plus tard.",
  unitsPerSize: "Vous pouvez commander au plus {max} articles de chaque taille par commande.",
  unitsPerOrder: "Vous pouvez commander au plus {max} articles par commande.",
  sizeShare:
    "Cette commande réserve trop d'articles de la taille {size} pour ce magasin. Veuillez réduire la quantité.",
  sizeShareNetwork:
    "Des commandes en attente de paiement depuis votre réseau réservent déjà autant d'articles de la taille {size} dans ce magasin qu'elles le peuvent. Payez une commande, ou réessayez plus tard.",
  nothingAvailable: "Aucun de vos articles n'est disponible dans la boutique choisie.",
  shippingUnavailable: "Le mode d'expédition choisi n'est pas disponible pour cette adresse.",
  courierFailed: "Impossible de charger les modes d'expédition, veuillez réessayer.",
  courierDestinationRequired: "Veuillez confirmer la destination du transporteur pour cette adresse.",
  courierDestinationNone:
    "Le transporteur ne connaît aucune destination pour ce district et ce code postal. Veuillez les vérifier.",
  courierDestinationInvalid:
    "La destination du transporteur choisie ne correspond pas à cette adresse, veuillez la choisir à nouveau.",
  courierDestinationsFailed: "Impossible de charger les destinations du transporteur, veuillez réessayer.",
  hubCourierMissing: "Ce hub ne peut pas encore expédier avec le transporteur, veuillez choisir un autre hub.",
  soldOut: "Désolé, {product} en taille {size} vient d'être épuisé dans cette boutique.",
  paymentReturnInvalid: "Les informations de paiement ne sont pas valides.",
  orderNotFound: "Commande introuvable.",
  guestCheckoutDisabled: "Veuillez vous reconnecter pour utiliser votre adresse enregistrée.",
  paymentDuePassed:
    "Le délai de paiement de cette commande est écoulé : elle ne peut plus être payée. Veuillez commander à nouveau les articles.",
  notAwaitingPayment: "Cette commande n'attend pas de paiement.",
  paymentUnavailable:
    "La page de paiement ne peut pas s'ouvrir pour le moment. Votre commande est enregistrée : veuillez réessayer de la payer dans un instant.",
  pickupPhoneRequired:
    "Veuillez saisir un numéro de téléphone mobile : le paiement en demande un pour un retrait en boutique.",
  pickupPhoneInvalid: "Veuillez saisir un numéro de téléphone indonésien valide (08…, 62… ou +62…).",
  whatsappPhoneRequired: "Veuillez saisir un numéro de mobile pour recevoir le suivi de votre commande par WhatsApp.",
  whatsappPhoneInvalid:
    "Ce numéro ne peut pas recevoir le suivi par WhatsApp : veuillez saisir un numéro de mobile indonésien (08…, 62… ou +62…).",
  paymentRefused:
    "Le prestataire de paiement a refusé cette commande : elle ne peut pas être payée. La commande a été close et ses articles libérés : veuillez vérifier vos informations et commander à nouveau.",
  billNoRequired: "Le champ bill_no est obligatoire.",
  statusRequired: "Le champ status est obligatoire.",
  signatureRequired: "Le champ signature est obligatoire.",
  trxRefRequired: "Le champ trx_ref est obligatoire.",
  notificationInvalid: "La notification est illisible.",
  notificationSource: "Les notifications ne sont pas acceptées depuis cette adresse.",
} as const;

export const CART_API = {
  sizeUnknown: "Cette taille n'existe pas pour cet article.",
  sizeOutOfStock: "Cette taille est épuisée.",
  notInCart: "Cet article n'est pas dans votre panier.",
  incremented: "Quantité de l'article augmentée dans le panier",
  alreadyAtMinimum: "La quantité est déjà de 1.",
  onlyLeft: "Plus que {n} en stock pour cette taille.",
  notEnoughStock: "Le stock de cette taille ne suffit pas pour cette quantité.",
} as const;

export const WISHLIST_API = {
  removed: "Article retiré de la liste d'envies",
} as const;

export const STOCK_ALERT_API = {
  created: "Nous vous enverrons un e-mail dès que cette taille sera de nouveau en stock.",
  cancelled: "Alerte de retour en stock annulée.",
  notWishlisted: "Ajoutez d'abord le produit à votre liste d'envies.",
  sizeUnknown: "Ce produit n'existe pas dans cette taille.",
  inStock: "Cette taille est en stock.",
} as const;

export const REGIONS_API = {
  provinceInvalid: "province_id doit être un code de province.",
  cityInvalid: "city_id doit être un code de ville.",
} as const;

export const CATALOG_API = {
  filter: {
    sizeInvalid: "Filtre de taille non valide.",
    colorInvalid: "Filtre de couleur non valide.",
    priceInvalid: "Le prix doit être un nombre entier de roupies.",
    priceRange: "Le prix minimum ne doit pas dépasser le prix maximum.",
  },
  suggest: {
    tooShort: "Saisissez au moins 2 caractères pour obtenir des suggestions.",
    tooLong: "La recherche ne doit pas dépasser 100 caractères.",
  },
  revalidate: {
    tagInvalid: "Étiquette non valide.",
    disabled: "La revalidation n'est pas activée sur ce serveur.",
    secretInvalid: "Le secret de revalidation n'est pas valide.",
  },
  productNotFound: "Produit introuvable.",
  categoryNotFound: "Catégorie introuvable.",
  subCategoryNotFound: "Sous-catégorie introuvable.",
} as const;

export const SHOWROOMS_API = {
  storeListingInvalid: "store_listing doit valoir 1 ou 0.",
} as const;
