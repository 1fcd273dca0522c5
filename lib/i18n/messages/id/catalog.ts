import type { Catalogue } from "../../types";

export const catalog: Catalogue["catalog"] = {
  meta: {
    description: "Atasan dan bawahan untuk pria, wanita dan anak di Storefront.",
    search: "Pencarian: {term}",
    sale: "Sale {title}",
  },
  listing: {
    defaultTitle: "Koleksi Kami",
    products: "Produk",
    foundOne: "Ditemukan {count} Produk",
    foundOther: "Ditemukan {count} Produk",
    sortBy: "Urutkan",
    sortSubmit: "Urutkan",
    sorts: { NEWEST: "Terbaru", PRICE_DESC: "Harga Tertinggi ke Terendah", PRICE_ASC: "Harga Terendah ke Tertinggi" },
    allLoaded: "Semua produk sudah dimuat",
  },
  filters: {
    title: "Filter",
    size: "Ukuran",
    color: "Warna",
    brand: "Merek",
    price: "Harga",
    priceMin: "Harga minimum (Rp)",
    priceMax: "Harga maksimum (Rp)",
    under: "Di bawah {max}",
    between: "{min} sampai {max}",
    over: "{min} ke atas",
    sale: "Diskon",
    apply: "Terapkan filter",
    clear: "Hapus filter",
    count: "({count})",
    valueWithCountOne: "{value}, {count} produk",
    valueWithCount: "{value}, {count} produk",
  },
  categories: {
    title: "Kategori",
    all: "Semua Produk",
  },
  card: {
    quickView: "Lihat Cepat",
    quickViewOf: "Lihat cepat {name}",
    rated: "Rating {rating} dari 5",
  },
  price: {
    original: "Harga awal",
    off: "(hemat {off}%)",
  },
  quickView: {
    addToCart: "tambah ke keranjang",
    viewDetail: "lihat detail",
  },
  landing: {
    title: { men: "Pria", women: "Wanita" },
    description: {
      men: "Atasan dan bawahan untuk pria di Storefront.",
      women: "Atasan dan bawahan untuk wanita di Storefront.",
    },
    metaTitle: "Belanja {title}",
    menu: "Menu {title}",
    shopAll: "Lihat Semua",
    kids: "Anak",
    hashtag: "#hashtag",
    shopNow: "Belanja Sekarang",
    newFor: "Terbaru untuk {title}",
    copyright: "© Storefront",
  },
};
