import type { Catalogue } from "../../types";

export const home: Catalogue["home"] = {
  meta: {
    title: "{shop} — La mode pour l'Indonésie",
    description:
      "Hauts et bas pour hommes, femmes et enfants : commandez en ligne avec livraison partout en Indonésie, ou retirez vos achats dans nos boutiques.",
  },
  sections: {
    featuredBanners: "Bannières à la une",
    moreBanners: "Autres bannières",
    collections: "Collections",
    shopByCategory: "Acheter par catégorie",
    hashtag: "#hashtag",
    seeHashtagGallery: "Voir la galerie hashtag",
    services: "Nos services",
    brands: "Nos marques",
    appBadges: "Télécharger l'application",
  },
  slider: {
    label: "À la une",
    slide: "{index} sur {total}",
    goToSlide: "Aller à la diapositive {index}",
    open: "Ouvrir",
  },
  video: {
    section: "Vidéo",
    title: "Vidéo {shop}",
    untitled: "Vidéo",
    play: "Lire la vidéo : {title}",
  },
  newsletter: {
    title: "Newsletter",
    text: "Recevez nos nouveautés et nos promotions de saison par e-mail.",
    emailLabel: "Adresse e-mail",
    placeholder: "Votre adresse e-mail",
    subscribe: "S'abonner",
    field: "L'adresse e-mail",
    thanks:
      "Merci ! Veuillez confirmer votre abonnement avec le lien que nous venons d’envoyer à votre adresse e-mail.",
  },
  popup: {
    title: "Offre spéciale",
    copy: "Copier le code",
    copied: "Code {code} copié",
    copyFailed: "Copie impossible : appuyez longuement sur le code pour le copier.",
  },
  bestSellers: {
    title: "Meilleures ventes",
    seeAll: "Voir toutes les meilleures ventes",
  },
};
