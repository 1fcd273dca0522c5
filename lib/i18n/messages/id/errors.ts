import { MAX_QTY } from "@/lib/domain/constants";
import type { Catalogue } from "../../types";
import {
  ACCOUNT_API,
  AUTH_API,
  CART_API,
  CATALOG_API,
  CHECKOUT_API,
  HTTP_API,
  REGIONS_API,
  SHOWROOMS_API,
  STOCK_ALERT_API,
  WISHLIST_API,
} from "./api-errors";
import { RETURNS_API } from "./returns-errors";
import { REVIEWS_API } from "./reviews-errors";

const spec = {
  signIn: {
    emailRequired: "Silakan masukkan alamat email Anda",
    passwordRequired: "Silakan masukkan kata sandi Anda, minimal 8 karakter",
    success: "Anda berhasil masuk",
  },
  signUp: {
    nameRequired: "Silakan masukkan nama Anda",
    genderRequired: "Silakan pilih jenis kelamin Anda",
    emailRequired: "Silakan masukkan alamat email Anda",
    passwordRequired: "Silakan masukkan kata sandi Anda, minimal 8 karakter",
    passwordTooShort: "Panjang kata sandi minimal 8 karakter",
    passwordConfRequired: "Silakan masukkan konfirmasi kata sandi",
    passwordConfMismatch: "Konfirmasi kata sandi tidak sama dengan kata sandi",
    success: "Akun Anda berhasil dibuat, selamat berbelanja.",
  },
  profile: {
    nameRequired: "Silakan masukkan nama Anda",
    genderRequired: "Silakan pilih jenis kelamin Anda",
    emailRequired: "Silakan masukkan alamat email Anda",
    updated: "Profil Anda berhasil diperbarui.",
  },
  changePassword: {
    oldRequired: "Silakan masukkan kata sandi lama",
    newRequired: "Silakan masukkan kata sandi baru",
    newConfRequired: "Silakan masukkan konfirmasi kata sandi baru",
    mismatch: "Kata sandi baru tidak sama dengan konfirmasinya.",
  },
  cart: {
    itemInvalid: "Barang tidak valid.",
    sizeRequired: "Silakan pilih ukuran.",
    minQtyAddToCart: "Jumlah minimal untuk ditambahkan ke keranjang adalah 1.",
    minQtyCheckStock: "Jumlah minimal untuk cek stok adalah 1.",
    added: "Barang Ditambahkan ke Keranjang",
    removed: "Barang Dihapus dari Keranjang",
    decremented: "Jumlah Barang di Keranjang Dikurangi",
    confirmRemove: "Apakah Anda yakin?",
    offline: "Anda sedang offline: Tambah ke Keranjang memerlukan koneksi. Tidak ada yang ditambahkan.",
  },
  product: {
    outOfStockSize: "Ukuran ini sedang habis, tetapi Anda bisa menambahkan barang ini ke wishlist",
    noStockLocation: "Tidak ada lokasi yang tersedia untuk produk ini..",
    addedToCompare: "Barang Ditambahkan ke Perbandingan",
  },
  wishlist: {
    signInToAdd: "Silakan masuk terlebih dahulu untuk menambah wishlist",
    signInToRemove: "Silakan masuk terlebih dahulu untuk menghapus dari wishlist",
    added: "Barang Ditambahkan ke Wishlist",
  },
  address: {
    labelRequired: "Label alamat wajib diisi.",
    recipientNameRequired: "Nama penerima wajib diisi.",
    recipientPhoneRequired: "Telepon penerima wajib diisi.",
    recipientZipRequired: "Kode pos penerima wajib diisi.",
    recipientZipRequiredEdit: "Kode pos penerima wajib diisi.",
    streetRequired: "Alamat jalan wajib diisi.",
    provinceRequired: "Provinsi harus dipilih.",
    cityRequired: "Kota harus dipilih",
    subdistrictRequired: "Kecamatan harus dipilih.",
  },
  checkout: {
    guestEmailRequired: "Silakan masukkan alamat email Anda",
    addressRequired: "Silakan pilih alamat terlebih dahulu.",
    shippingMethodRequired: "Silakan pilih metode pengiriman.",
    promoCodeRequired: "Kode promo wajib diisi!",
    availabilityFailed: "Gagal memuat ketersediaan barang Anda..",
    confirmPayment: "Apakah Anda yakin ingin lanjut ke pembayaran?",
  },
  account: {
    confirmSignOut: "Apakah Anda yakin ingin keluar?",
  },
  load: {
    products: "Gagal memuat produk.",
    categories: "Gagal memuat kategori.",
    product: "Gagal memuat produk.",
  },
  http: {
    connectionFailed: "Koneksi gagal, silakan coba lagi",
    sessionExpired: "Sesi Anda telah berakhir, silakan masuk kembali untuk berbelanja.",
  },
  extra: {
    emailInvalid: "Silakan masukkan alamat email yang valid",
    phoneInvalid: "Telepon penerima tidak valid.",
    zipInvalid: "Kode pos penerima harus 5 digit.",
    addressInvalid: "Alamat tidak valid.",
    showroomInvalid: "Toko tidak valid.",
    deviceInvalid: "Perangkat tidak valid.",
    maxQty: `Jumlah maksimal adalah ${MAX_QTY}.`,
    pageInvalid: "Halaman tidak valid.",
    limitInvalid: "Batas tidak valid.",
    categoryInvalid: "Kategori tidak valid.",
    groupInvalid: "Grup tidak valid.",
    sortInvalid: "Urutan tidak valid.",
    saleInvalid: "Filter sale tidak valid.",
    idInvalid: "Id tidak valid.",
    passwordBlank: "Kata sandi Anda tidak boleh hanya berisi spasi.",
    passwordCommon: "Kata sandi ini terlalu umum dan mudah ditebak, silakan pilih yang lain.",
    currentPasswordRequired: "Silakan masukkan kata sandi Anda saat ini untuk mengubah alamat email.",
  },
  limits: {
    tooMany: "Terlalu banyak permintaan, silakan tunggu beberapa menit lalu coba lagi.",
    busy: "Kami sedang sangat sibuk, silakan coba lagi sebentar lagi.",
  },
  templates: {
    httpStatus: "Error {status}: {statusText}",
    excludedItems:
      "{count} barang dikeluarkan dari ringkasan karena tidak tersedia di toko yang dipilih dan mungkin dibeli oleh checkout lain.",
    tooLong: "{label} maksimal {max} karakter.",
  },
} as const;

/** The spec's messages and ours, under the codes of lib/domain/api/codes.ts. */
export const errors: Catalogue["errors"] = {
  ...spec,
  account: { ...spec.account, ...ACCOUNT_API },
  auth: AUTH_API,
  cart: { ...spec.cart, ...CART_API },
  wishlist: { ...spec.wishlist, ...WISHLIST_API },
  stockAlerts: STOCK_ALERT_API,
  checkout: { ...spec.checkout, ...CHECKOUT_API },
  http: { ...spec.http, ...HTTP_API },
  regions: REGIONS_API,
  catalog: CATALOG_API,
  showrooms: SHOWROOMS_API,
  returns: RETURNS_API,
  reviews: REVIEWS_API,
};
