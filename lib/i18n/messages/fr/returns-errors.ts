import type { Catalogue } from "../../types";

/** The returns API's messages (lib/domain/returns/messages.ts) in French. */
export const RETURNS_API: Catalogue["errors"]["returns"] = {
  notReceived: "Cette commande n'a pas encore été reçue : elle ne peut pas encore être retournée.",
  windowClosed:
    "Le délai pour demander un retour a pris fin le {deadline} WIB. Veuillez contacter le service client par WhatsApp ou par e-mail.",
  lineUnknown: "Cet article ne fait pas partie de la commande.",
  lineTaken: "Un retour est déjà en cours pour {product} (taille {size}).",
  qtyTooHigh: "Vous pouvez retourner au plus {qty} × {product}.",
  linesRequired: "Choisissez au moins un article à retourner.",
  reasonRequired: "Choisissez le motif du retour.",
  descriptionRequired: "Veuillez décrire le problème.",
  tagsRequired: "Veuillez confirmer que les étiquettes sont toujours attachées et que l'article n'a pas été porté.",
  methodRequired: "Choisissez comment renvoyer l'article.",
  showroomRequired: "Choisissez la boutique où déposer l'article.",
  parcelCostInvalid: "Les frais d'envoi sont un nombre entier de roupies.",
  fileTooLarge: "« {file} » dépasse {limit} Mo.",
  notPhoto: "« {file} » n'est pas une photo JPEG, PNG ou WebP.",
  notVideo: "« {file} » n'est pas une vidéo MP4, MOV ou WebM.",
  heic: "« {file} » est une photo HEIC d'iPhone que la boutique ne sait pas lire. Envoyez-la en JPEG : sur l'iPhone, Réglages > Appareil photo > Formats > Le plus compatible, ou partagez la photo par Mail, qui l'envoie en JPEG.",
  unreadable: "« {file} » ne peut pas être lu comme une photo.",
  fileEmpty: "« {file} » est vide.",
  tooManyPhotos: "Une demande accepte au plus 5 photos.",
  oneVideo: "Une demande accepte une vidéo : retirez celle envoyée pour en envoyer une autre.",
  filesMissing: "Ajoutez au moins une photo et la vidéo avant d'envoyer la demande.",
  alreadySent: "Cette demande a déjà été envoyée.",
  notFound: "Demande de retour introuvable.",
};
