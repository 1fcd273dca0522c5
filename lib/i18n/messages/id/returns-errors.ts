import type { Catalogue } from "../../types";

/** The returns API's messages (lib/domain/returns/messages.ts) in Indonesian. */
export const RETURNS_API: Catalogue["errors"]["returns"] = {
  notReceived: "Pesanan ini belum diterima, jadi belum bisa dikembalikan.",
  windowClosed:
    "Batas waktu pengajuan pengembalian berakhir pada {deadline} WIB. Silakan hubungi layanan pelanggan melalui WhatsApp atau email.",
  lineUnknown: "Barang ini tidak ada dalam pesanan.",
  lineTaken: "Sudah ada pengembalian yang berjalan untuk {product} (ukuran {size}).",
  qtyTooHigh: "Anda dapat mengembalikan paling banyak {qty} {product}.",
  linesRequired: "Pilih minimal satu barang yang ingin dikembalikan.",
  reasonRequired: "Pilih alasan pengembalian.",
  descriptionRequired: "Mohon jelaskan masalahnya.",
  tagsRequired: "Mohon pastikan label harga dan hang tag masih terpasang dan barang belum dipakai.",
  methodRequired: "Pilih cara mengirim barang kembali.",
  showroomRequired: "Pilih showroom tempat Anda akan mengantar barang.",
  parcelCostInvalid: "Ongkos kirim ditulis dalam rupiah tanpa desimal.",
  fileTooLarge: '"{file}" lebih besar dari {limit} MB.',
  notPhoto: '"{file}" bukan foto JPEG, PNG, atau WebP.',
  notVideo: '"{file}" bukan video MP4, MOV, atau WebM.',
  heic: '"{file}" adalah foto HEIC iPhone yang tidak dapat dibaca toko. Kirim sebagai JPEG: di iPhone pilih Pengaturan > Kamera > Format > Paling Kompatibel, atau bagikan foto lewat Mail, yang mengirimnya sebagai JPEG.',
  unreadable: '"{file}" tidak dapat dibaca sebagai foto.',
  fileEmpty: '"{file}" kosong.',
  tooManyPhotos: "Satu pengajuan menerima paling banyak 5 foto.",
  oneVideo: "Satu pengajuan menerima satu video: hapus video yang sudah dikirim untuk mengirim yang lain.",
  filesMissing: "Tambahkan minimal satu foto dan videonya sebelum mengirim pengajuan.",
  alreadySent: "Pengajuan ini sudah dikirim.",
  notFound: "Pengajuan pengembalian tidak ditemukan.",
};
