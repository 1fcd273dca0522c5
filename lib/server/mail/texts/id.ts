import type { MailTexts } from "./types";

/** Bahasa Indonesia, with the words of the shop's pages (Pesanan Saya, Lacak Pesanan, Kode Pengambilan, Total Bayar). */
export const id: MailTexts = {
  order: {
    number: "Nomor pesanan:",
    items: "Daftar produk:",
    line: (l) => `${l.name} (Ukuran: ${l.size}) ${l.qty} x ${l.price} = ${l.subtotal}`,
    columns: { product: "Nama Produk", size: "Ukuran", qty: "Jml", price: "Harga", subtotal: "Total" },
    subtotal: "Subtotal:",
    bundleDiscount: "Diskon promo bundling:",
    promo: (code) => `Promo ${code}:`,
    shipping: (courier, service) => `Ongkos kirim (${courier} ${service}):`,
    grandTotal: "Total bayar:",
    deliveryTo: "Dikirim ke:",
    selfPickupAt: (store) => `Ambil sendiri di ${store}`,
  },
  confirmation: {
    subject: (n) => `Pesanan #${n} telah diterima`,
    intro: "Terima kasih atas pesanan Anda.",
    due: (when) =>
      `Mohon selesaikan pembayaran sebelum ${when} WIB; pesanan yang belum dibayar dibatalkan setelah 24 jam.`,
    payLink:
      "Untuk membayar pesanan ini dari perangkat apa pun, buka tautan ini (jangan dibagikan: tautan ini hanya untuk pesanan ini):",
    payButton: "Bayar pesanan ini",
  },
  paymentReceived: {
    subject: (n) => `Pembayaran pesanan #${n} telah diterima`,
    intro: "Kami telah menerima pembayaran Anda.",
    pickup: "Pesanan Anda siap diambil paling cepat 1 jam setelah pembayaran.",
    delivery: "Paket Anda akan diproses dalam 24 jam.",
  },
  shipped: {
    subject: (n) => `Pesanan #${n} telah dikirim`,
    via: (courier, service) => `Pesanan Anda telah dikirim dengan ${courier ?? "kurir"} ${service}.`.replace(" .", "."),
    waybill: (resi) => `No. Resi: ${resi}`,
    follow: "Anda dapat melacak paket di Pesanan Saya, Lacak Pesanan.",
    followLink:
      "Untuk melacak paket, buka halaman pesanan Anda (simpan tautan ini untuk Anda sendiri: tautan ini menampilkan pesanan ini):",
    followButton: "Lacak pesanan ini",
    damage: "Mohon laporkan kerusakan selama pengiriman paling lambat 48 jam setelah paket diterima.",
  },
  readyForPickup: {
    subject: (n) => `Pesanan #${n} siap diambil`,
    intro: "Pesanan Anda siap diambil.",
    code: (code) => `Kode Pengambilan: ${code}`,
    hours: "Tunjukkan kode ini di toko (buka pukul 10:00-20:00 WIB).",
  },
  passwordReset: {
    subject: "Atur ulang kata sandi Anda",
    hello: (name) => `Halo ${name},`,
    open: "Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan ini dalam satu jam untuk memilih kata sandi baru:",
    once: "Tautan ini hanya berlaku sekali. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti sebelumnya.",
    button: "Pilih kata sandi baru",
  },
};
