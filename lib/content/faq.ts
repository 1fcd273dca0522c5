import { id as ui } from "@/lib/i18n/messages/id";
import type { FaqTabKey } from "@/lib/domain/content/faq-tabs";
import { COURIER_TIERS, POLICY, paymentMethodsSentence, rupiah, type ContentBlock } from "@/lib/domain/content/policy";

/** The shop's words the answers name, as the Indonesian pages show them. */
const L = {
  signUp: ui.auth.signUp.title,
  signIn: ui.auth.signIn.title,
  forgotPassword: ui.auth.signIn.forgotPassword,
  accountInformation: ui.account.menu.information,
  shippingAddress: ui.account.menu.shippingAddress,
  changePassword: ui.account.menu.changePassword,
  addToCart: ui.product.addToCart,
  goToCart: ui.cart.panel.goToCart,
  checkStock: ui.product.checkStock,
  goToPayment: ui.checkout.summary.goToPayment,
  myOrders: ui.account.menu.orders,
  orderTracking: ui.orders.card.tracking,
  storePickup: ui.common.footer.storePickup,
  pickupCode: ui.orders.detail.pickupCode,
};

/** The language the FAQ is written in (spec: mostly Indonesian): pages in another language mark it so. */
export const FAQ_LANG = "id";

export interface FaqItem {
  question: string;
  answer: readonly ContentBlock[];
}

const P = POLICY;

export const FAQ: Record<FaqTabKey, readonly FaqItem[]> = {
  akun: [
    {
      question: "Apakah saya harus punya akun untuk berbelanja?",
      answer: [
        "Tidak. Anda bisa berbelanja sebagai tamu: cukup isi alamat pengiriman dan alamat email saat checkout, lalu konfirmasi pesanan akan dikirim ke email tersebut.",
        `Dengan akun, Anda bisa menyimpan wishlist dan beberapa alamat pengiriman, serta melihat riwayat dan status pesanan di halaman ${L.myOrders}.`,
      ],
    },
    {
      question: "Bagaimana cara membuat akun?",
      answer: [
        `Klik ikon pengguna di bagian atas halaman, pilih ${L.signUp}, lalu isi nama, jenis kelamin, email, serta kata sandi minimal 8 karakter beserta konfirmasinya. Setelah terdaftar, Anda langsung masuk ke akun.`,
      ],
    },
    {
      question: "Saya lupa kata sandi. Apa yang harus saya lakukan?",
      answer: [
        `Di halaman ${L.signIn}, klik tautan ${L.forgotPassword} dan masukkan email yang terdaftar. Kami akan mengirimkan tautan untuk membuat kata sandi baru ke email tersebut.`,
      ],
    },
    {
      question: "Bagaimana cara mengubah data profil, kata sandi, atau langganan newsletter?",
      answer: [
        `Masuk ke akun Anda, lalu buka menu ${L.accountInformation} untuk mengubah nama, jenis kelamin, email, dan berlangganan atau berhenti berlangganan newsletter. Kata sandi diubah lewat menu ${L.changePassword} dengan memasukkan kata sandi lama terlebih dahulu.`,
      ],
    },
    {
      question: "Bagaimana cara mengelola alamat pengiriman?",
      answer: [
        `Di menu ${L.shippingAddress} Anda bisa menambah, mengubah, dan menghapus alamat, serta memilih satu alamat utama. Alamat utama tidak dapat dihapus; jadikan alamat lain sebagai alamat utama terlebih dahulu bila ingin menghapusnya.`,
      ],
    },
    {
      question: "Mengapa saya diminta masuk kembali?",
      answer: [
        "Demi keamanan, sesi masuk memiliki batas waktu. Bila sesi Anda berakhir, silakan masuk kembali untuk melanjutkan belanja. Isi keranjang Anda tetap tersimpan di akun.",
      ],
    },
  ],
  keranjang: [
    {
      question: "Bagaimana cara menambahkan produk ke keranjang?",
      answer: [
        `Buka halaman produk, pilih ukuran dan jumlah, lalu klik ${L.addToCart}. Keranjang akan terbuka di sisi layar; Anda juga bisa membuka halaman keranjang lengkap lewat ${L.goToCart}.`,
      ],
    },
    {
      question: "Apakah produk di keranjang sudah dipesan untuk saya?",
      answer: [
        "Belum. Stok baru dikunci untuk Anda saat pesanan dibuat di langkah terakhir checkout. Bila sebuah ukuran habis sebelum itu, produk tersebut tidak dapat dipesan.",
        "Ukuran yang sedang habis tetap bisa Anda simpan ke wishlist.",
      ],
    },
    {
      question: "Apakah isi keranjang saya hilang bila saya masuk ke akun?",
      answer: [
        "Tidak. Keranjang yang Anda isi sebagai tamu di perangkat ini digabungkan ke keranjang akun Anda saat Anda masuk, sehingga keranjang ikut ke perangkat lain yang Anda gunakan.",
      ],
    },
    {
      question: "Bagaimana cara memakai kode promo?",
      answer: [
        "Masukkan kode promo di ringkasan pesanan pada langkah terakhir checkout. Satu pesanan dapat memakai satu kode promo. Potongan dari kode promo dapat berlaku untuk harga produk atau ongkos kirim sesuai ketentuan promo, dan tidak pernah melebihi batas maksimal potongan promo tersebut.",
        "Promo bundling (misalnya potongan untuk pembelian beberapa produk tertentu) dihitung otomatis di keranjang tanpa kode.",
      ],
    },
    {
      question: "Bagaimana cara mengecek ketersediaan produk di toko?",
      answer: [
        `Di halaman produk, pilih ukuran lalu klik ${L.checkStock}. Daftar toko yang memiliki stok ukuran tersebut akan tampil per wilayah.`,
        "Bila Anda memilih Ambil di Toko, produk yang tidak tersedia di toko pilihan Anda akan dikeluarkan dari ringkasan pesanan dan tetap bisa dibeli melalui checkout lain.",
      ],
    },
    {
      question: "Apakah pesanan bisa diubah atau dibatalkan?",
      answer: [
        "Tidak. Setelah pesanan dibuat, isi pesanan, alamat, maupun metode pengiriman tidak dapat diubah atau dibatalkan. Mohon periksa kembali keranjang dan ringkasan pesanan sebelum melanjutkan ke pembayaran.",
      ],
    },
  ],
  shipping: [
    {
      question: "Layanan pengiriman apa saja yang tersedia?",
      answer: [
        "Kami mengirim melalui satu jasa kurir dengan beberapa pilihan layanan. Layanan yang muncul saat checkout bergantung pada alamat tujuan:",
        { list: COURIER_TIERS.map((tier) => `${tier.name}: ${tier.etd}`) },
        "Ongkos kirim dihitung dari toko pengirim (hub) yang Anda pilih ke alamat tujuan dan ditampilkan sebelum Anda membayar.",
      ],
    },
    {
      question: "Berapa berat minimal pengiriman kargo?",
      answer: [
        `Pengiriman kargo memiliki berat minimal ${P.cargoMinKg} kg. Paket yang lebih ringan tetap dihitung ${P.cargoMinKg} kg, sehingga layanan kargo paling cocok untuk pesanan dalam jumlah besar.`,
      ],
    },
    {
      question: "Kapan pesanan saya dikirim?",
      answer: [
        `Setiap paket diproses paling lama ${P.processingHours} jam setelah pembayaran berhasil. Pesanan yang dibayar sebelum pukul ${P.sameDayCutoff} dikirim pada hari yang sama.`,
      ],
    },
    {
      question: "Bagaimana cara melacak pesanan?",
      answer: [
        `Setelah paket diserahkan ke kurir, nomor resi (No. Resi) akan muncul di detail pesanan. Buka ${L.myOrders} dan klik ${L.orderTracking} untuk melihat status terakhir dan riwayat perjalanan paket.`,
      ],
    },
    {
      question: "Bagaimana cara mengambil pesanan di toko (Ambil di Toko)?",
      answer: [
        `Pilih ${L.storePickup} saat checkout, lalu pilih toko yang Anda inginkan. Pesanan disiapkan dan dapat diambil paling cepat ${P.pickupReadyHours} jam setelah pembayaran berhasil, pada jam operasional toko ${P.storeHours}.`,
        `Tunjukkan nomor pesanan dan ${L.pickupCode} (bila tersedia di detail pesanan) kepada staf toko. Tidak ada ongkos kirim untuk pesanan Ambil di Toko.`,
      ],
    },
    {
      question: "Paket saya rusak saat diterima. Apa yang harus saya lakukan?",
      answer: [
        `Laporkan kerusakan akibat pengiriman kepada customer service paling lambat ${P.damageReportHours} jam setelah paket diterima, sertakan nomor pesanan serta foto dan video kondisi paket. Laporan yang melewati ${P.damageReportHours} jam tidak dapat kami proses.`,
      ],
    },
  ],
  payment: [
    {
      question: "Metode pembayaran apa saja yang tersedia?",
      answer: [
        `Kami menerima ${paymentMethodsSentence()}. Pilih metode pembayaran di halaman pembayaran setelah Anda menekan ${L.goToPayment}.`,
      ],
    },
    {
      question: "Berapa lama batas waktu pembayaran?",
      answer: [
        `Pesanan yang belum dibayar kami simpan selama ${P.unpaidHoldHours} jam. Bila pembayaran belum kami terima dalam waktu tersebut, pesanan dibatalkan otomatis dan stoknya dilepas kembali.`,
      ],
    },
    {
      question: "Bagaimana saya tahu pembayaran sudah berhasil?",
      answer: [
        `Status pembayaran diperbarui otomatis begitu penyedia pembayaran mengonfirmasi transaksi Anda. Anda dapat melihatnya di halaman ${L.myOrders}; pembeli tamu menerima konfirmasi melalui email.`,
      ],
    },
    {
      question: "Apakah harga sudah termasuk ongkos kirim?",
      answer: [
        "Belum. Total pembayaran adalah subtotal produk dikurangi potongan promo, ditambah ongkos kirim. Semua harga dalam Rupiah (IDR) tanpa desimal.",
      ],
    },
    {
      question: "Bisakah saya membatalkan pesanan setelah membayar?",
      answer: [
        `Tidak. Pesanan yang sudah dibuat tidak dapat diubah atau dibatalkan. Bila barang yang Anda terima salah atau cacat, Anda dapat mengajukan retur dalam ${P.returnDays} hari setelah barang diterima (lihat tab Help).`,
      ],
    },
  ],
  help: [
    {
      question: "Bagaimana cara menghubungi customer service?",
      answer: [
        `Customer service kami siap membantu ${P.customerServiceDays}, pukul ${P.customerServiceHours}, melalui WhatsApp dan email yang tercantum di bagian bawah setiap halaman. Pesan di luar jam tersebut kami balas pada hari kerja berikutnya.`,
      ],
    },
    {
      question: "Kapan toko buka?",
      answer: [`Toko kami buka pukul ${P.storeHours}. Daftar alamat dan nomor telepon toko ada di halaman Stores.`],
    },
    {
      question: "Apakah barang bisa dikembalikan (retur)?",
      answer: [
        `Retur hanya diterima untuk barang yang salah kirim atau cacat, dan diajukan paling lambat ${P.returnDays} hari setelah barang diterima. Barang harus masih lengkap dengan price tag dan hang tag yang terpasang serta tidak ada tanda pemakaian.`,
      ],
    },
    {
      question: "Bagaimana cara mengajukan retur?",
      answer: [
        "Hubungi customer service dan sertakan:",
        { list: ["nomor pesanan", "nama artikel", "alasan retur", "foto dan video barang"] },
        "Setelah pengajuan disetujui, kirim barang ke alamat yang diberikan oleh customer service.",
      ],
    },
    {
      question: "Siapa yang menanggung ongkos kirim retur?",
      answer: [
        `Untuk retur yang disetujui, ongkos kirim retur kami ganti hingga maksimal ${rupiah(P.returnShippingRefundMax)}. Simpan bukti pengiriman dan kirimkan kepada customer service.`,
      ],
    },
    {
      question: "Berapa lama paket retur sampai ke kami?",
      answer: [
        `Paket retur biasanya tiba dalam ${P.returnArrivalJabodetabek} dari wilayah Jabodetabek dan ${P.returnArrivalElsewhere} dari luar Jabodetabek. Kami memproses retur setelah paket diterima dan diperiksa.`,
      ],
    },
  ],
};
