import { POLICY } from "@/lib/domain/content/policy";
import type { Catalogue } from "../../types";

export const info: Catalogue["info"] = {
  pages: {
    stores: {
      title: "Toko",
      description: `Showroom kami per wilayah: alamat, nomor telepon dan peta. Buka pukul ${POLICY.storeHours}.`,
    },
    onlineDelivery: {
      title: "Pengiriman Online",
      description:
        "Cara berbelanja dengan pengiriman ke alamat Anda: checkout, alamat pengiriman, pilihan kurir dan pengiriman paket.",
    },
    pickupOnStore: {
      title: "Ambil di Toko",
      description:
        "Cara berbelanja dan mengambil pesanan di toko: checkout, pilih toko, pembayaran, dan ambil pesanan di toko.",
    },
    faq: {
      title: "FAQ",
      description:
        "Pertanyaan yang sering diajukan tentang akun, keranjang, pengiriman, pembayaran, retur dan layanan pelanggan.",
    },
    tnc: {
      title: "Syarat dan Ketentuan",
      description:
        "Syarat dan ketentuan belanja: pesanan, pembayaran, pengiriman, ambil di toko, dan pengembalian barang.",
    },
    hashtag: {
      title: "Galeri Hashtag",
      description: "Galeri foto gaya pelanggan kami dari Instagram: tag foto OOTD-mu dan tampil di galeri kami.",
    },
  },
  stores: {
    heading: "Toko",
    lead: "Toko kami buka pukul {hours}.",
    onlineDelivery: { title: "Pengiriman Online", subtitle: "dari toko terdekat" },
    storePickup: { title: "Ambil di Toko", subtitle: "agar pesanan lebih cepat" },
    viewOnMaps: "Lihat di Google Maps",
    newTab: "({name}, terbuka di tab baru)",
  },
  howTo: {
    related: "Halaman terkait",
    shopNow: "Belanja Sekarang",
    stores: "Toko",
    onlineDelivery: {
      lead: "Belanja dari mana saja, paket dikirim dari toko terdekat ke alamat Anda.",
      other: "Cara Ambil di Toko",
      steps: {
        checkout: {
          title: "Checkout",
          text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Pengiriman Online.",
        },
        shippingAddress: {
          title: "Alamat Pengiriman",
          text: "Pilih alamat tersimpan di akun Anda, atau isi alamat pengiriman dan email bila berbelanja sebagai tamu.",
        },
        shippingCourier: {
          title: "Kurir Pengiriman",
          text: "Pilih toko pengirim terdekat, lalu pilih layanan kurir yang sesuai. Ongkos kirim dan estimasi tiba ditampilkan sebelum pembayaran.",
        },
        packageDelivery: {
          title: "Pengiriman Paket",
          text: `Setelah pembayaran berhasil, paket diproses paling lama ${POLICY.processingHours} jam. Lacak paket Anda lewat fitur lacak pesanan di halaman Pesanan Saya.`,
        },
      },
    },
    pickupOnStore: {
      lead: "Pesan online, ambil di toko pilihan Anda tanpa ongkos kirim.",
      other: "Cara Pengiriman Online",
      steps: {
        checkout: {
          title: "Checkout",
          text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Ambil di Toko.",
        },
        chooseStore: {
          title: "Pilih Toko",
          text: "Pilih toko tempat Anda ingin mengambil pesanan. Produk yang tidak tersedia di toko tersebut dikeluarkan dari ringkasan pesanan.",
        },
        payment: {
          title: "Pembayaran",
          text: `Lanjutkan ke pembayaran dan bayar dengan virtual account, internet banking, e-wallet, atau di gerai ritel dalam ${POLICY.unpaidHoldHours} jam.`,
        },
        purchaseSuccess: {
          title: "Pembelian Berhasil",
          text: "Setelah pembayaran berhasil, pesanan tampil di Pesanan Saya. Pembeli tamu menerima konfirmasi melalui email.",
        },
        pickupAtStore: {
          title: "Ambil di Toko",
          text: `Datang ke toko paling cepat ${POLICY.pickupReadyHours} jam setelah pembayaran, pada jam ${POLICY.storeHours}, dan tunjukkan nomor pesanan serta kode pengambilan (Pick Up Code) Anda.`,
        },
      },
    },
  },
  faq: {
    title: "Pertanyaan yang Sering Diajukan",
    lead: "Jawaban atas pertanyaan yang paling sering kami terima. Tidak menemukan jawabannya? Hubungi customer service kami.",
    tabsLabel: "Topik FAQ",
    tabs: {
      akun: "Akun",
      keranjang: "Keranjang Belanja",
      shipping: "Pengiriman & Penanganan",
      payment: "Pembayaran",
      help: "Bantuan",
    },
  },
  tnc: {
    title: "Syarat dan Ketentuan",
    lead: "Ketentuan yang berlaku untuk setiap pembelian di toko online kami.",
    toc: "Daftar isi",
  },
  hashtag: {
    captionAlt: "{tag}: {caption}",
    photoAlt: "Foto {tag} ke-{index}",
  },
};
