import type { MailTexts } from "./types";

// French puts a no-break space before ':' and ';'.
const NB = "\u00a0";

/** French, with the words of the shop's pages (Mes commandes, Code de retrait, Total à payer). */
export const fr: MailTexts = {
  order: {
    number: `Numéro de commande${NB}:`,
    items: `Articles${NB}:`,
    line: (l) => `${l.name} (Taille${NB}: ${l.size}) ${l.qty} x ${l.price} = ${l.subtotal}`,
    columns: { product: "Produit", size: "Taille", qty: "Qté", price: "Prix", subtotal: "Total" },
    subtotal: `Sous-total${NB}:`,
    bundleDiscount: `Remise promo lot${NB}:`,
    promo: (code) => `Code promo ${code}${NB}:`,
    shipping: (courier, service) => `Livraison (${courier} ${service})${NB}:`,
    grandTotal: `Total à payer${NB}:`,
    deliveryTo: `Livraison à${NB}:`,
    selfPickupAt: (store) => `Retrait en magasin à ${store}`,
  },
  confirmation: {
    subject: (n) => `Commande n° ${n} reçue`,
    intro: "Merci pour votre commande.",
    due: (when) =>
      `Veuillez régler la commande avant le ${when} WIB${NB}; les commandes non payées sont annulées après 24 heures.`,
    payLink: `Pour régler cette commande depuis n'importe quel appareil, ouvrez ce lien (gardez-le pour vous${NB}: il ne sert qu'à cette commande)${NB}:`,
    payButton: "Régler cette commande",
  },
  paymentReceived: {
    subject: (n) => `Paiement reçu pour la commande n° ${n}`,
    intro: "Nous avons bien reçu votre paiement.",
    pickup: "Votre commande pourra être retirée au plus tôt 1 heure après le paiement.",
    delivery: "Votre colis sera préparé sous 24 heures.",
  },
  shipped: {
    subject: (n) => `Commande n° ${n} expédiée`,
    via: (courier, service) =>
      `Votre commande a été expédiée par ${courier ?? "le transporteur"} ${service}.`.replace(" .", "."),
    waybill: (resi) => `Numéro de suivi (No. Resi)${NB}: ${resi}`,
    follow: "Vous pouvez suivre le colis dans Mes commandes, Suivre la commande.",
    followLink: `Pour suivre le colis, ouvrez la page de votre commande (gardez ce lien pour vous${NB}: il montre cette commande)${NB}:`,
    followButton: "Suivre cette commande",
    damage: "Merci de signaler tout dommage survenu pendant le transport dans les 48 heures suivant la réception.",
  },
  readyForPickup: {
    subject: (n) => `Commande n° ${n} prête à être retirée`,
    intro: "Votre commande est prête à être retirée.",
    code: (code) => `Code de retrait${NB}: ${code}`,
    hours: "Présentez ce code au magasin (ouvert de 10:00 à 20:00 WIB).",
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe",
    hello: (name) => `Bonjour ${name},`,
    open: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe${NB}:`,
    once: `Le lien ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message${NB}: votre mot de passe reste inchangé.`,
    button: "Choisir un nouveau mot de passe",
  },
};
