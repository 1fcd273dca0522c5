import type { Catalogue } from "../../types";

export const chat: Catalogue["chat"] = {
  chatButton: "Tanya kami lewat WhatsApp",
  chatText: "Halo, saya ingin bertanya tentang {name} (kode {code}), ukuran {size}: {url}",
  chatTextNoSize: "Halo, saya ingin bertanya tentang {name} (kode {code}): {url}",
};
