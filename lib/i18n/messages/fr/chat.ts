import type { Catalogue } from "../../types";

export const chat: Catalogue["chat"] = {
  chatButton: "Nous écrire sur WhatsApp",
  chatText: "Bonjour, j'ai une question sur {name} (code {code}), taille {size} : {url}",
  chatTextNoSize: "Bonjour, j'ai une question sur {name} (code {code}) : {url}",
};
