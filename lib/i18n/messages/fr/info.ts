import { POLICY } from "@/lib/domain/content/policy";
import type { Catalogue } from "../../types";

export const info: Catalogue["info"] = {
  pages: {
    stores: {
      title: "Boutiques",
      description: `Nos boutiques par région : adresse, numéro de téléphone et plan. Ouvertes de ${POLICY.storeHours}.`,
    },
    onlineDelivery: {
      title: "Livraison en ligne",
      description:
        "Comment commander avec livraison à votre adresse : commande, adresse de livraison, choix du transporteur et livraison du colis.",
    },
    pickupOnStore: {
      title: "Retrait en boutique",
      description:
        "Comment commander et retirer vos achats en boutique : commande, choix de la boutique, paiement et retrait de la commande.",
    },
    faq: {
      title: "FAQ",
      description:
        "Les questions fréquentes sur le compte, le panier, la livraison, le paiement, les retours et le service client.",
    },
    tnc: {
      title: "Conditions générales",
      description:
        "Les conditions générales de vente : commandes, paiement, livraison, retrait en boutique et retours.",
    },
    hashtag: {
      title: "Galerie hashtag",
      description:
        "Les tenues de nos clients vues sur Instagram : identifiez votre look du jour et apparaissez dans notre galerie.",
    },
  },
  stores: {
    heading: "Boutiques",
    lead: "Nos boutiques sont ouvertes de {hours}.",
    onlineDelivery: { title: "Livraison en ligne", subtitle: "depuis la boutique la plus proche" },
    storePickup: { title: "Retrait en boutique", subtitle: "pour une commande plus rapide" },
    viewOnMaps: "Voir sur Google Maps",
    newTab: "({name}, s'ouvre dans un nouvel onglet)",
  },
  howTo: {
    related: "Pages associées",
    shopNow: "Découvrir la boutique",
    stores: "Boutiques",
    onlineDelivery: {
      lead: "Commandez d'où vous voulez : votre colis part de la boutique la plus proche et arrive à votre adresse.",
      other: "Comment fonctionne le retrait en boutique",
      steps: {
        checkout: {
          title: "Commande",
          text: "Ajoutez vos articles au panier, ouvrez la page du panier, passez à la commande et choisissez Livraison en ligne.",
        },
        shippingAddress: {
          title: "Adresse de livraison",
          text: "Choisissez une adresse enregistrée dans votre compte, ou saisissez l'adresse de livraison et votre e-mail si vous commandez en tant qu'invité.",
        },
        shippingCourier: {
          title: "Transporteur",
          text: "Choisissez la boutique d'expédition la plus proche, puis le service de livraison qui vous convient. Les frais de port et le délai estimé s'affichent avant le paiement.",
        },
        packageDelivery: {
          title: "Livraison du colis",
          text: `Une fois le paiement validé, votre colis est préparé sous ${POLICY.processingHours} heures au plus. Suivez-le depuis le suivi de commande de la page Mes commandes.`,
        },
      },
    },
    pickupOnStore: {
      lead: "Commandez en ligne et retirez vos achats dans la boutique de votre choix, sans frais de port.",
      other: "Comment fonctionne la livraison en ligne",
      steps: {
        checkout: {
          title: "Commande",
          text: "Ajoutez vos articles au panier, ouvrez la page du panier, passez à la commande et choisissez Retrait en boutique.",
        },
        chooseStore: {
          title: "Choix de la boutique",
          text: "Choisissez la boutique où retirer votre commande. Les articles indisponibles dans cette boutique sont retirés du récapitulatif.",
        },
        payment: {
          title: "Paiement",
          text: `Passez au paiement et réglez par compte virtuel, banque en ligne, portefeuille électronique ou en magasin partenaire, dans les ${POLICY.unpaidHoldHours} heures.`,
        },
        purchaseSuccess: {
          title: "Achat confirmé",
          text: "Une fois le paiement validé, la commande apparaît dans Mes commandes. Les clients invités reçoivent une confirmation par e-mail.",
        },
        pickupAtStore: {
          title: "Retrait en boutique",
          text: `Présentez-vous en boutique au plus tôt ${POLICY.pickupReadyHours} heure après le paiement, de ${POLICY.storeHours}, avec votre numéro de commande et votre code de retrait.`,
        },
      },
    },
  },
  faq: {
    title: "Questions fréquentes",
    lead: "Les réponses aux questions que l'on nous pose le plus souvent (en bahasa indonésien). Vous ne trouvez pas la vôtre ? Contactez notre service client.",
    tabsLabel: "Thèmes de la FAQ",
    tabs: {
      akun: "Compte",
      keranjang: "Panier",
      shipping: "Livraison et expédition",
      payment: "Paiement",
      help: "Aide",
    },
  },
  tnc: {
    title: "Conditions générales",
    lead: "Les conditions générales ci-dessous, en bahasa indonésien, font foi.",
    toc: "Sommaire",
  },
  hashtag: {
    captionAlt: "{tag} : {caption}",
    photoAlt: "{tag}, photo {index}",
  },
};
