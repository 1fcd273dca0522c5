import { POLICY } from "./policy";

export interface HowToStep {
  title: string;
  text: string;
  /** Which locally drawn illustration goes with the step. */
  illustration: "checkout" | "address" | "courier" | "delivery" | "store" | "payment" | "success" | "pickup";
}

/** /stores/online-delivery: the 4 steps of spec section 2. */
export const ONLINE_DELIVERY_STEPS: readonly HowToStep[] = [
  {
    title: "Checkout",
    text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Online Delivery.",
    illustration: "checkout",
  },
  {
    title: "Shipping Address",
    text: "Pilih alamat tersimpan di akun Anda, atau isi alamat pengiriman dan email bila berbelanja sebagai tamu.",
    illustration: "address",
  },
  {
    title: "Shipping Courier",
    text: "Pilih toko pengirim terdekat, lalu pilih layanan kurir yang sesuai. Ongkos kirim dan estimasi tiba ditampilkan sebelum pembayaran.",
    illustration: "courier",
  },
  {
    title: "Package Delivery",
    text: `Setelah pembayaran berhasil, paket diproses paling lama ${POLICY.processingHours} jam. Lacak paket Anda lewat Order Tracking di halaman My Orders.`,
    illustration: "delivery",
  },
];

/** /stores/pickup-on-store: the 5 steps of spec section 2. */
export const PICKUP_STEPS: readonly HowToStep[] = [
  {
    title: "Checkout",
    text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Store Pickup.",
    illustration: "checkout",
  },
  {
    title: "Choose A Store",
    text: "Pilih toko tempat Anda ingin mengambil pesanan. Produk yang tidak tersedia di toko tersebut dikeluarkan dari ringkasan pesanan.",
    illustration: "store",
  },
  {
    title: "Payment",
    text: `Klik Go To Payment dan bayar dengan virtual account, internet banking, e-wallet, atau di gerai ritel dalam ${POLICY.unpaidHoldHours} jam.`,
    illustration: "payment",
  },
  {
    title: "Purchase Success",
    text: "Setelah pembayaran berhasil, pesanan tampil di My Orders. Pembeli tamu menerima konfirmasi melalui email.",
    illustration: "success",
  },
  {
    title: "Pickup at Store",
    text: `Datang ke toko paling cepat ${POLICY.pickupReadyHours} jam setelah pembayaran, pada jam ${POLICY.storeHours}, dan tunjukkan nomor pesanan serta Pick Up Code Anda.`,
    illustration: "pickup",
  },
];
