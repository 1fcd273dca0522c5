import type { Catalogue } from "../../types";

/** WhatsApp texts in Indonesian; the template bodies are submitted to Meta under the language code `id`. */
export const messaging: Catalogue["messaging"] = {
  templates: {
    order_placed: "Terima kasih atas pesanan #{{1}} ({{2}}). Silakan bayar di {{4}} sebelum {{3}} WIB.",
    order_paid: "Kami telah menerima pembayaran {{2}} untuk pesanan #{{1}}. Kami akan mengabari saat pesanan dikirim.",
    order_shipped: "Pesanan #{{1}} sedang dikirim dengan {{2}}, nomor resi {{3}}. Lacak di {{4}} kapan saja.",
    order_ready_for_pickup: "Pesanan #{{1}} siap diambil. Tunjukkan kode {{2}} di {{3}}, buka {{4}}.",
    order_completed: "Pesanan #{{1}} telah selesai. Terima kasih telah berbelanja!",
    order_payment_expired:
      "Batas waktu pembayaran pesanan #{{1}} telah lewat: pesanan dibatalkan dan tidak ada tagihan.",
    return_requested:
      "Pengajuan pengembalian untuk pesanan #{{1}} sudah kami terima. Kami akan mengabari setelah ditinjau.",
    return_approved:
      "Pengembalian untuk pesanan #{{1}} disetujui. Kirim barangnya sesuai cara yang Anda pilih; kami akan mengabari saat barang tiba.",
    return_rejected:
      "Pengembalian untuk pesanan #{{1}} tidak diterima: {{2}}. Hubungi layanan pelanggan untuk bantuan.",
    return_received:
      "Barang yang Anda kembalikan dari pesanan #{{1}} sudah tiba. Kami akan mengabari saat dana dikembalikan.",
    return_refunded: "Kami telah mengembalikan dana {{2}} untuk pengembalian dari pesanan #{{1}}.",
  },
  fallbackSubject: "Pesanan #{number}: kabar terbaru",
  optIn: "Kirim kabar pesanan saya lewat WhatsApp",
  optInHint: "Ke nomor telepon pesanan. Balas STOP kapan saja untuk berhenti.",
  accountTitle: "Kabar pesanan lewat WhatsApp",
  accountNone: "Anda tidak menerima kabar pesanan lewat WhatsApp.",
  accountActive: "Kabar pesanan dikirim ke {phone} lewat WhatsApp (sejak {date}).",
  withdraw: "Hentikan kabar WhatsApp",
  withdrawn: "Kabar pesanan lewat WhatsApp telah dihentikan.",
};
