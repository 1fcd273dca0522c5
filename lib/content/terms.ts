import { COURIER_TIERS, POLICY, paymentMethodsSentence, rupiah, type ContentBlock } from "@/lib/domain/content/policy";

/** The language the terms are written in (spec: mostly Indonesian): pages in another language mark them so. */
export const TERMS_LANG = "id";

export interface TermsSection {
  id: string;
  heading: string;
  body: readonly ContentBlock[];
}

const P = POLICY;

/** Syarat dan ketentuan (spec: static text, mostly Indonesian); the figures come from POLICY, like the FAQ's. */
export const TERMS: readonly TermsSection[] = [
  {
    id: "umum",
    heading: "1. Ketentuan Umum",
    body: [
      "Syarat dan ketentuan ini berlaku untuk setiap pembelian melalui toko online kami, baik sebagai tamu maupun dengan akun. Dengan membuat pesanan, Anda dianggap telah membaca dan menyetujui ketentuan ini.",
      "Semua harga tercantum dalam Rupiah (IDR) tanpa desimal. Harga dan promo dapat berubah sewaktu-waktu; harga yang berlaku adalah harga saat pesanan dibuat.",
    ],
  },
  {
    id: "akun",
    heading: "2. Akun",
    body: [
      "Anda bertanggung jawab menjaga kerahasiaan email dan kata sandi akun Anda. Kata sandi minimal 8 karakter.",
      "Data yang Anda berikan (nama, email, nomor telepon, dan alamat) harus benar dan lengkap agar pesanan dapat dikirim atau diambil dengan lancar.",
    ],
  },
  {
    id: "pesanan",
    heading: "3. Pesanan",
    body: [
      "Stok produk baru dikunci untuk Anda saat pesanan dibuat, bukan saat produk dimasukkan ke keranjang.",
      "Pesanan yang sudah dibuat tidak dapat diubah atau dibatalkan, termasuk isi pesanan, alamat, dan metode pengiriman.",
      "Setiap pembelian hanya dapat menggunakan satu kode promo, sesuai syarat masing-masing promo.",
    ],
  },
  {
    id: "pembayaran",
    heading: "4. Pembayaran",
    body: [
      `Metode pembayaran yang tersedia: ${paymentMethodsSentence()}.`,
      `Pesanan yang belum dibayar disimpan selama ${P.unpaidHoldHours} jam. Setelah itu pesanan dibatalkan otomatis dan stoknya dilepas kembali.`,
      "Total pembayaran adalah subtotal produk dikurangi potongan promo, ditambah ongkos kirim. Pesanan Ambil di Toko tidak dikenakan ongkos kirim.",
    ],
  },
  {
    id: "pengiriman",
    heading: "5. Pengiriman",
    body: [
      `Paket diproses paling lama ${P.processingHours} jam setelah pembayaran berhasil. Pesanan yang dibayar sebelum pukul ${P.sameDayCutoff} dikirim pada hari yang sama.`,
      "Layanan kurir yang tersedia:",
      { list: COURIER_TIERS.map((tier) => `${tier.name}: ${tier.etd}`) },
      `Pengiriman kargo memiliki berat minimal ${P.cargoMinKg} kg; paket yang lebih ringan dihitung ${P.cargoMinKg} kg. Estimasi waktu pengiriman adalah perkiraan kurir dan dapat berbeda pada hari libur atau di daerah terpencil.`,
      `Kerusakan akibat pengiriman wajib dilaporkan kepada customer service paling lambat ${P.damageReportHours} jam setelah paket diterima.`,
    ],
  },
  {
    id: "ambil-di-toko",
    heading: "6. Ambil di Toko (Store Pickup)",
    body: [
      `Pesanan Ambil di Toko disiapkan dan dapat diambil paling cepat ${P.pickupReadyHours} jam setelah pembayaran berhasil, pada jam operasional toko ${P.storeHours}.`,
      "Produk yang tidak tersedia di toko pilihan Anda dikeluarkan dari ringkasan pesanan sebelum pembayaran.",
      "Saat mengambil pesanan, tunjukkan nomor pesanan dan Pick Up Code (bila tersedia) kepada staf toko.",
    ],
  },
  {
    id: "retur",
    heading: "7. Pengembalian Barang (Retur)",
    body: [
      `Retur hanya diterima untuk barang yang salah kirim atau cacat, dan diajukan paling lambat ${P.returnDays} hari setelah barang diterima.`,
      "Barang yang dikembalikan harus masih dilengkapi price tag dan hang tag yang terpasang, serta tidak ada tanda pemakaian.",
      "Pengajuan retur wajib menyertakan:",
      { list: ["nomor pesanan", "nama artikel", "alasan retur", "foto dan video barang"] },
      `Ongkos kirim retur yang disetujui diganti hingga maksimal ${rupiah(P.returnShippingRefundMax)}.`,
      `Paket retur biasanya tiba dalam ${P.returnArrivalJabodetabek} dari wilayah Jabodetabek dan ${P.returnArrivalElsewhere} dari luar Jabodetabek; retur diproses setelah paket kami terima dan periksa.`,
    ],
  },
  {
    id: "layanan-pelanggan",
    heading: "8. Layanan Pelanggan",
    body: [
      `Customer service dapat dihubungi ${P.customerServiceDays}, pukul ${P.customerServiceHours}, melalui WhatsApp dan email yang tercantum di bagian bawah setiap halaman. Toko kami buka pukul ${P.storeHours}.`,
    ],
  },
  {
    id: "perubahan",
    heading: "9. Perubahan Ketentuan",
    body: [
      "Kami dapat memperbarui syarat dan ketentuan ini sewaktu-waktu. Ketentuan yang berlaku untuk sebuah pesanan adalah ketentuan yang tercantum saat pesanan tersebut dibuat.",
    ],
  },
];
