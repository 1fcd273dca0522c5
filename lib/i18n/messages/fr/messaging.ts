import type { Catalogue } from "../../types";

/** WhatsApp texts in French; the template bodies are submitted to Meta under the language code `fr`. */
export const messaging: Catalogue["messaging"] = {
  templates: {
    order_placed: "Merci pour votre commande n°{{1}} ({{2}}). Veuillez la payer sur {{4}} avant {{3}} WIB.",
    order_paid:
      "Nous avons reçu le paiement de {{2}} pour votre commande n°{{1}}. Nous vous dirons quand elle partira.",
    order_shipped:
      "Votre commande n°{{1}} est en route avec {{2}}, bordereau {{3}}. Suivez-la sur {{4}} à tout moment.",
    order_ready_for_pickup: "Votre commande n°{{1}} vous attend. Montrez le code {{2}} à {{3}}, ouvert {{4}}.",
    order_completed: "Votre commande n°{{1}} est terminée. Merci de votre achat !",
    order_payment_expired:
      "Le délai de paiement de votre commande n°{{1}} est passé : elle est annulée, rien n'est débité.",
    return_requested:
      "Nous avons reçu votre demande de retour pour la commande n°{{1}}. Nous vous dirons quand elle aura été examinée.",
    return_approved:
      "Votre retour pour la commande n°{{1}} est accepté. Renvoyez l'article comme vous l'avez choisi ; nous vous dirons quand il arrivera.",
    return_rejected:
      "Votre retour pour la commande n°{{1}} n'a pas été accepté : {{2}}. Contactez le service client pour de l'aide.",
    return_received:
      "L'article retourné de la commande n°{{1}} est arrivé. Nous vous dirons quand le remboursement sera fait.",
    return_refunded: "Nous avons remboursé {{2}} pour votre retour de la commande n°{{1}}.",
  },
  fallbackSubject: "Commande n°{number} : du nouveau",
  optIn: "M'envoyer le suivi de ma commande par WhatsApp",
  optInHint: "Au numéro de téléphone de la commande. Répondez STOP à tout moment pour l'arrêter.",
  accountTitle: "Suivi des commandes par WhatsApp",
  accountNone: "Vous ne recevez pas le suivi de vos commandes par WhatsApp.",
  accountActive: "Le suivi de vos commandes est envoyé au {phone} sur WhatsApp (depuis le {date}).",
  withdraw: "Arrêter le suivi par WhatsApp",
  withdrawn: "Le suivi de vos commandes par WhatsApp est arrêté.",
};
