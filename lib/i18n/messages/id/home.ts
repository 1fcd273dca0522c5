import type { Catalogue } from "../../types";

export const home: Catalogue["home"] = {
  meta: {
    title: "{shop} — Fashion untuk Indonesia",
    description:
      "Atasan dan bawahan untuk pria, wanita dan anak: belanja online dengan pengiriman ke seluruh Indonesia, atau ambil di showroom kami.",
  },
  sections: {
    featuredBanners: "Banner pilihan",
    moreBanners: "Banner lainnya",
    collections: "Koleksi",
    shopByCategory: "Belanja per Kategori",
    hashtag: "#hashtag",
    seeHashtagGallery: "Lihat galeri hashtag",
    services: "Layanan kami",
    brands: "Merek kami",
    appBadges: "Unduh aplikasinya",
  },
  slider: {
    label: "Pilihan",
    slide: "{index} dari {total}",
    goToSlide: "Ke slide {index}",
    open: "Buka",
  },
  video: {
    section: "Video",
    title: "Video {shop}",
    untitled: "Video",
    play: "Putar video: {title}",
  },
  newsletter: {
    title: "Newsletter",
    text: "Dapatkan info produk terbaru dan promo musiman di email Anda.",
    emailLabel: "Alamat email",
    placeholder: "Alamat email Anda",
    subscribe: "Berlangganan",
    field: "Email",
    thanks: "Terima kasih! Silakan konfirmasi langganan Anda melalui tautan yang kami kirim ke alamat email Anda.",
  },
  popup: {
    title: "Penawaran spesial",
    copy: "Salin kode",
    copied: "Kode {code} disalin",
    copyFailed: "Gagal menyalin: tekan lama kode untuk menyalinnya.",
  },
  bestSellers: {
    title: "Terlaris",
    seeAll: "Lihat semua produk terlaris",
  },
};
