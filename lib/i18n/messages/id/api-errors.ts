/** Ours: the API's own answers (lib/domain/{account,auth,cart,checkout,api}/messages.ts), by code. */

export const ACCOUNT_API = {
  emailTaken: "Alamat email ini sudah digunakan oleh akun lain.",
  newsletterSubscribed: "Anda telah berlangganan newsletter kami.",
  newsletterUnsubscribed: "Anda telah berhenti berlangganan newsletter kami.",
  newsletterThanks:
    "Terima kasih! Silakan konfirmasi langganan Anda melalui tautan yang kami kirim ke alamat email Anda.",
  oldPasswordWrong: "Kata sandi lama Anda salah.",
  currentPasswordWrong: "Kata sandi Anda saat ini salah.",
  profileChanged: "Profil Anda telah diubah sementara itu, silakan muat ulang halaman dan coba lagi.",
  passwordChanged: "Kata sandi Anda berhasil diubah.",
  addressNotFound: "Alamat tidak ditemukan.",
  addressSaved: "Alamat Anda telah disimpan.",
  addressUpdated: "Alamat Anda telah diperbarui.",
  addressRemoved: "Alamat Anda telah dihapus.",
  addressPrimarySet: "Alamat utama Anda telah diubah.",
  primaryCannotBeRemoved: "Alamat utama tidak dapat dihapus.",
  alreadyPrimary: "Alamat ini sudah menjadi alamat utama Anda.",
  tooManyAddresses: "Anda dapat menyimpan maksimal 20 alamat.",
} as const;

export const AUTH_API = {
  badCredentials: "Email atau kata sandi yang Anda masukkan salah.",
  throttled: "Terlalu banyak percobaan masuk yang gagal, silakan coba lagi dalam 15 menit.",
  emailTaken: "Akun dengan alamat email ini sudah ada.",
  signedOut: "Anda telah keluar.",
  resetRequested:
    "Jika ada akun dengan alamat email ini, kami telah mengirimkan tautan untuk mengatur ulang kata sandinya.",
  resetInvalid: "Tautan atur ulang kata sandi ini tidak valid atau sudah kedaluwarsa, silakan minta tautan baru.",
  resetDone: "Kata sandi Anda telah diatur ulang, silakan masuk dengan kata sandi baru Anda.",
} as const;

export const HTTP_API = {
  crossSite: "Permintaan dari situs lain tidak diizinkan.",
  internal: "Terjadi kesalahan di pihak kami, silakan coba lagi.",
} as const;

export const CHECKOUT_API = {
  cartEmpty: "Keranjang Anda kosong",
  shippingTypeInvalid: "Silakan pilih jenis pengiriman.",
  hubInvalid: "Silakan pilih gudang untuk pengiriman online.",
  promoUnknown: "Kode promo tidak valid.",
  promoMinPurchase: "Kode promo memerlukan pembelian minimal {min}.",
  promoUsedUp: "Kode promo ini sudah habis digunakan.",
  promoShopperLimit: "Anda sudah memakai kode promo ini sebanyak yang diperbolehkan.",
  promoFirstPurchase: "Kode promo ini hanya untuk pembelian pertama Anda.",
  pendingLimit:
    "Anda masih memiliki pesanan yang menunggu pembayaran. Silakan bayar pesanan tersebut, atau tunggu hingga kedaluwarsa, sebelum membuat pesanan lain.",
  pendingLimitNetwork:
    "Terlalu banyak pesanan dari jaringan Anda yang menunggu pembayaran. Silakan bayar salah satu pesanan, atau coba lagi nanti.",
  unitsPerSize: "Anda dapat memesan paling banyak {max} barang untuk setiap ukuran dalam satu pesanan.",
  unitsPerOrder: "Anda dapat memesan paling banyak {max} barang dalam satu pesanan.",
  sizeShare: "Pesanan ini menahan terlalu banyak barang ukuran {size} untuk toko ini. Silakan kurangi jumlahnya.",
  sizeShareNetwork:
    "Pesanan dari jaringan Anda yang menunggu pembayaran sudah menahan barang ukuran {size} sebanyak yang diperbolehkan di toko ini. Silakan bayar salah satu pesanan, atau coba lagi nanti.",
  nothingAvailable: "Tidak ada barang Anda yang tersedia di toko yang dipilih.",
  shippingUnavailable: "Metode pengiriman yang dipilih tidak tersedia untuk alamat ini.",
  courierFailed: "Gagal memuat pilihan pengiriman, silakan coba lagi.",
  courierDestinationRequired: "Silakan konfirmasi tujuan kurir untuk alamat ini.",
  courierDestinationNone: "Kurir tidak mengenal tujuan untuk kecamatan dan kode pos ini. Silakan periksa kembali.",
  courierDestinationInvalid: "Tujuan kurir yang dipilih tidak cocok dengan alamat ini, silakan pilih lagi.",
  courierDestinationsFailed: "Gagal memuat tujuan kurir, silakan coba lagi.",
  hubCourierMissing: "Hub ini belum dapat mengirim dengan kurir, silakan pilih hub lain.",
  soldOut: "Maaf, {product} ukuran {size} baru saja habis di toko ini.",
  paymentReturnInvalid: "Data pembayaran tidak valid.",
  orderNotFound: "Pesanan tidak ditemukan.",
  guestCheckoutDisabled: "Silakan masuk kembali untuk memakai alamat tersimpan Anda.",
  paymentDuePassed:
    "Batas waktu pembayaran pesanan ini telah habis: pesanan tidak dapat dibayar lagi. Silakan pesan kembali barang-barangnya.",
  notAwaitingPayment: "Pesanan ini tidak sedang menunggu pembayaran.",
  paymentUnavailable:
    "Halaman pembayaran tidak dapat dibuka saat ini. Pesanan Anda tersimpan: silakan coba bayar lagi sebentar lagi.",
  pickupPhoneRequired: "Silakan isi nomor ponsel: pembayaran memerlukannya untuk ambil di toko.",
  pickupPhoneInvalid: "Silakan isi nomor telepon Indonesia yang valid (08…, 62… atau +62…).",
  whatsappPhoneRequired: "Silakan isi nomor ponsel untuk menerima kabar pesanan lewat WhatsApp.",
  whatsappPhoneInvalid:
    "Nomor ini tidak dapat menerima kabar WhatsApp: silakan isi nomor ponsel Indonesia (08…, 62… atau +62…).",
  paymentRefused:
    "Penyedia pembayaran menolak pesanan ini, sehingga pesanan tidak dapat dibayar. Pesanan telah ditutup dan barangnya dilepas kembali: silakan periksa data Anda dan pesan lagi.",
  billNoRequired: "bill_no wajib diisi.",
  statusRequired: "status wajib diisi.",
  signatureRequired: "signature wajib diisi.",
  trxRefRequired: "trx_ref wajib diisi.",
  notificationInvalid: "Notifikasi tidak dapat dibaca.",
  notificationSource: "Notifikasi dari alamat ini tidak diterima.",
} as const;

export const CART_API = {
  sizeUnknown: "Ukuran ini tidak tersedia untuk produk ini.",
  sizeOutOfStock: "Ukuran ini sudah habis.",
  notInCart: "Produk ini tidak ada di keranjang Anda.",
  incremented: "Jumlah Produk di Keranjang Ditambah",
  alreadyAtMinimum: "Jumlahnya sudah 1.",
  onlyLeft: "Hanya tersisa {n} untuk ukuran ini.",
  notEnoughStock: "Stok ukuran ini tidak cukup untuk jumlah tersebut.",
} as const;

export const WISHLIST_API = {
  removed: "Produk dihapus dari Wishlist",
} as const;

export const STOCK_ALERT_API = {
  created: "Kami akan mengirim email saat ukuran ini tersedia kembali.",
  cancelled: "Pemberitahuan stok tersedia kembali dibatalkan.",
  notWishlisted: "Tambahkan produk ke wishlist Anda terlebih dahulu.",
  sizeUnknown: "Produk ini tidak memiliki ukuran tersebut.",
  inStock: "Ukuran ini tersedia.",
} as const;

export const REGIONS_API = {
  provinceInvalid: "province_id harus berupa kode provinsi.",
  cityInvalid: "city_id harus berupa kode kota.",
} as const;

export const CATALOG_API = {
  filter: {
    sizeInvalid: "Filter ukuran tidak valid.",
    colorInvalid: "Filter warna tidak valid.",
    priceInvalid: "Harga harus berupa bilangan bulat rupiah.",
    priceRange: "Harga minimum tidak boleh melebihi harga maksimum.",
  },
  suggest: {
    tooShort: "Ketik minimal 2 karakter untuk mendapatkan saran.",
    tooLong: "Pencarian paling banyak 100 karakter.",
  },
  revalidate: {
    tagInvalid: "Tag tidak valid.",
    disabled: "Revalidasi tidak diaktifkan di server ini.",
    secretInvalid: "Rahasia revalidasi tidak valid.",
  },
  productNotFound: "Produk tidak ditemukan.",
  categoryNotFound: "Kategori tidak ditemukan.",
  subCategoryNotFound: "Subkategori tidak ditemukan.",
} as const;

export const SHOWROOMS_API = {
  storeListingInvalid: "store_listing harus 1 atau 0.",
} as const;
