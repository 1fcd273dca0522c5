import type { Catalogue } from "../../types";

/** The reviews API's messages (lib/domain/reviews/messages.ts) in Indonesian. */
export const REVIEWS_API: Catalogue["errors"]["reviews"] = {
  notBuyer: "Hanya pembeli yang pesanannya berisi produk ini sudah selesai yang dapat memberi ulasan.",
  ratingRequired: "Pilih rating 1 sampai 5 bintang.",
  titleLength: "Judul berisi 3 sampai 80 karakter.",
  bodyLength: "Ulasan berisi 10 sampai 2000 karakter.",
  tooManyPhotos: "Ulasan dapat memuat paling banyak 3 foto.",
  notPhoto: '"{file}" bukan foto JPEG, PNG, atau WebP.',
  fileTooLarge: '"{file}" lebih besar dari {limit} MB.',
  heic: '"{file}" adalah foto HEIC iPhone yang tidak dapat dibaca toko. Silakan kirim sebagai JPEG.',
  unreadable: '"{file}" tidak dapat dibaca sebagai foto.',
  fileEmpty: '"{file}" kosong.',
  notFound: "Ulasan tidak ditemukan.",
  productNotFound: "Produk tidak ditemukan.",
};
