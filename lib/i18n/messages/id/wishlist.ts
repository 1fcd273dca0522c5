import type { Catalogue } from "../../types";

export const wishlist: Catalogue["wishlist"] = {
  meta: { title: "Wishlist Saya" },
  title: "Wishlist Saya",
  empty: "Belum ada wishlist, yuk belanja lagi bersama kami!",
  card: {
    rated: "Rating {average} dari 5 dari {count} ulasan",
    off: "(diskon {percent}%)",
    size: "Ukuran",
    chooseSize: "Pilih ukuran",
    outOfStock: "{size} (stok habis)",
    addToCart: "Tambah ke keranjang",
    remove: "Hapus",
    removeLabel: "Hapus {name} dari wishlist",
  },
  compare: {
    button: "Bandingkan",
    label: "Bandingkan {name}",
  },
  toggle: {
    add: "Tambahkan {name} ke wishlist",
    remove: "Hapus {name} dari wishlist",
  },
};
