import type { Catalogue } from "../../types";

/** The reviews API's messages (lib/domain/reviews/messages.ts) in French. */
export const REVIEWS_API: Catalogue["errors"]["reviews"] = {
  notBuyer: "Seul un client dont la commande contenant ce produit est terminée peut lui donner un avis.",
  ratingRequired: "Choisissez une note de 1 à 5 étoiles.",
  titleLength: "Le titre compte de 3 à 80 caractères.",
  bodyLength: "L’avis compte de 10 à 2000 caractères.",
  tooManyPhotos: "Un avis accepte au plus 3 photos.",
  notPhoto: "« {file} » n’est pas une photo JPEG, PNG ou WebP.",
  fileTooLarge: "« {file} » dépasse {limit} Mo.",
  heic: "« {file} » est une photo HEIC d’iPhone que la boutique ne sait pas lire. Envoyez-la en JPEG.",
  unreadable: "« {file} » ne peut pas être lu comme une photo.",
  fileEmpty: "« {file} » est vide.",
  notFound: "Avis introuvable.",
  productNotFound: "Produit introuvable.",
};
