import type { Catalogue } from "../../types";

export const product: Catalogue["product"] = {
  meta: {
    notFound: "Produk tidak ditemukan",
  },
  breadcrumb: "Navigasi halaman",
  home: "Beranda",
  code: "Kode produk: {code}",
  originalPrice: "Harga awal",
  percentOff: "DISKON {off}%",
  sizeGuide: "Panduan Ukuran",
  sizeGuideAlt: "Panduan ukuran untuk {name}",
  related: "Produk Terkait",
  gallery: {
    zoomIn: "Perbesar",
    zoomOut: "Perkecil",
    images: "Gambar produk",
    show: "Tampilkan gambar {number}",
  },
  backInStock: {
    notify: "Beri tahu saya saat stok tersedia (ukuran {size})",
    signIn: "Masuk untuk diberi tahu saat ukuran ini tersedia lagi",
    wishlistFirst: "Tambahkan produk ke wishlist untuk diberi tahu saat ukuran ini tersedia lagi.",
    done: "Kami akan mengirim email saat ukuran {size} tersedia lagi.",
  },
  size: {
    legend: "Ukuran",
    label: "Ukuran {size}",
    outOfStock: "Ukuran {size} (stok habis)",
    onlyLeft: "Tersisa {count}",
  },
  quantity: "Jumlah",
  addToCart: "Tambah ke Keranjang",
  addToWishlist: "Tambah ke Wishlist",
  removeFromWishlist: "Hapus dari Wishlist",
  compare: "Bandingkan",
  checkStock: "Cek Stok di Toko",
  stickyBar: "Tambah cepat ke keranjang",
  stock: {
    summary: "Ukuran {size}, jumlah {qty}",
    viewOnMaps: "Lihat di Google Maps",
  },
  share: {
    label: "Bagikan:",
    whatsapp: "Bagikan lewat WhatsApp",
    facebook: "Bagikan di Facebook",
    instagram: "{shop} di Instagram",
    twitter: "Bagikan di Twitter",
    pinterest: "Pin di Pinterest",
    email: "Bagikan lewat email",
  },
};
