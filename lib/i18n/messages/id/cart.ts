import type { Catalogue } from "../../types";

export const cart: Catalogue["cart"] = {
  meta: { title: "Keranjang" },
  title: "Keranjang Belanja",
  panel: {
    title: "Keranjang Saya",
    close: "Tutup keranjang",
    empty: "Keranjang Anda kosong",
    subtotal: "Subtotal",
    totalAfterBundles: "Total setelah promo bundel",
    goToCart: "Lihat Keranjang",
  },
  line: {
    size: "Ukuran: {size}",
    item: "{name} ({size})",
    remove: "Hapus {item}",
    inBundle: "{count} termasuk promo bundel",
  },
  table: {
    image: "Gambar",
    product: "Produk",
    size: "Ukuran",
    price: "Harga",
    quantity: "Jumlah",
    total: "Total",
    remove: "Hapus",
  },
  page: {
    emptyTitle: "Keranjang Anda Kosong",
    emptyText: "Jelajahi koleksi kami lainnya",
    summary: "Total keranjang",
    subtotal: "Subtotal",
    totalPrice: "Total Harga",
    checkout: "Lanjut ke Checkout",
    signInToPurchase: "Masuk untuk Membeli",
    checkoutAsGuest: "Checkout sebagai Tamu",
  },
  bundles: {
    label: "Promo bundel",
    itemsOne: "{count} barang",
    items: "{count} barang",
    itemsInBundles: "{count} barang, {bundles} bundel",
  },
  stepper: {
    quantity: "Jumlah",
    decrease: "Kurangi jumlah",
    increase: "Tambah jumlah",
    quantityOf: "Jumlah {item}",
    decreaseOf: "Kurangi jumlah {item}",
    increaseOf: "Tambah jumlah {item}",
  },
};
