import { FAQ_TAB_LABELS } from "@/lib/content/faq-tabs";
import { ONLINE_DELIVERY_TITLES as DELIVERY, PICKUP_TITLES as PICKUP } from "@/lib/content/how-to";
import { POLICY } from "@/lib/content/policy";
import { LABELS } from "@/lib/domain/messages";

/**
 * The information pages: stores, the two how-to pages, FAQ, terms, hashtag gallery. The texts the English pages
 * have always shown in Bahasa Indonesia (leads, step texts, descriptions) stay so here; the FAQ answers and the
 * terms themselves are not in the catalogues (lib/content, Bahasa Indonesia in every language).
 */
export const info = {
  pages: {
    stores: {
      title: "Stores",
      description: `Showroom kami per wilayah: alamat, nomor telepon dan peta. Buka pukul ${POLICY.storeHours}.`,
    },
    onlineDelivery: {
      title: "Online Delivery",
      description: "Cara berbelanja dengan pengiriman ke alamat Anda: checkout, alamat pengiriman, pilihan kurir dan pengiriman paket.",
    },
    pickupOnStore: {
      title: "Store Pickup",
      description: "Cara berbelanja dan mengambil pesanan di toko: checkout, pilih toko, pembayaran, dan ambil pesanan di toko.",
    },
    faq: {
      title: "FAQ",
      description: "Pertanyaan yang sering diajukan tentang akun, keranjang, pengiriman, pembayaran, retur dan layanan pelanggan.",
    },
    tnc: {
      title: "Syarat dan Ketentuan",
      description: "Syarat dan ketentuan belanja: pesanan, pembayaran, pengiriman, ambil di toko, dan pengembalian barang.",
    },
    hashtag: {
      title: "Hashtag Gallery",
      description: "Galeri foto gaya pelanggan kami dari Instagram: tag foto OOTD-mu dan tampil di galeri kami.",
    },
  },
  stores: {
    heading: "Stores",
    lead: "Toko kami buka pukul {hours}.",
    onlineDelivery: { title: "Online Delivery", subtitle: "from the nearest shop" },
    storePickup: { title: "Store Pickup", subtitle: "for quicker order" },
    viewOnMaps: LABELS.viewOnMaps,
    newTab: "({name}, opens in a new tab)",
  },
  howTo: {
    related: "Related pages",
    shopNow: "Shop Now",
    stores: "Stores",
    onlineDelivery: {
      lead: "Belanja dari mana saja, paket dikirim dari toko terdekat ke alamat Anda.",
      other: "How Store Pickup works",
      steps: {
        checkout: {
          title: DELIVERY.checkout,
          text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Online Delivery.",
        },
        shippingAddress: {
          title: DELIVERY.shippingAddress,
          text: "Pilih alamat tersimpan di akun Anda, atau isi alamat pengiriman dan email bila berbelanja sebagai tamu.",
        },
        shippingCourier: {
          title: DELIVERY.shippingCourier,
          text: "Pilih toko pengirim terdekat, lalu pilih layanan kurir yang sesuai. Ongkos kirim dan estimasi tiba ditampilkan sebelum pembayaran.",
        },
        packageDelivery: {
          title: DELIVERY.packageDelivery,
          text: `Setelah pembayaran berhasil, paket diproses paling lama ${POLICY.processingHours} jam. Lacak paket Anda lewat Order Tracking di halaman My Orders.`,
        },
      },
    },
    pickupOnStore: {
      lead: "Pesan online, ambil di toko pilihan Anda tanpa ongkos kirim.",
      other: "How Online Delivery works",
      steps: {
        checkout: {
          title: PICKUP.checkout,
          text: "Masukkan produk pilihan Anda ke keranjang, buka halaman keranjang, lalu lanjutkan ke checkout dan pilih Store Pickup.",
        },
        chooseStore: {
          title: PICKUP.chooseStore,
          text: "Pilih toko tempat Anda ingin mengambil pesanan. Produk yang tidak tersedia di toko tersebut dikeluarkan dari ringkasan pesanan.",
        },
        payment: {
          title: PICKUP.payment,
          text: `Klik Go To Payment dan bayar dengan virtual account, internet banking, e-wallet, atau di gerai ritel dalam ${POLICY.unpaidHoldHours} jam.`,
        },
        purchaseSuccess: {
          title: PICKUP.purchaseSuccess,
          text: "Setelah pembayaran berhasil, pesanan tampil di My Orders. Pembeli tamu menerima konfirmasi melalui email.",
        },
        pickupAtStore: {
          title: PICKUP.pickupAtStore,
          text: `Datang ke toko paling cepat ${POLICY.pickupReadyHours} jam setelah pembayaran, pada jam ${POLICY.storeHours}, dan tunjukkan nomor pesanan serta Pick Up Code Anda.`,
        },
      },
    },
  },
  faq: {
    title: "Frequently Asked Questions",
    lead: "Jawaban atas pertanyaan yang paling sering kami terima. Tidak menemukan jawabannya? Hubungi customer service kami.",
    tabsLabel: "FAQ topics",
    tabs: FAQ_TAB_LABELS,
  },
  tnc: {
    title: "Syarat dan Ketentuan",
    lead: "Terms and Conditions",
    toc: "Daftar isi",
  },
  hashtag: {
    captionAlt: "{tag}: {caption}",
    photoAlt: "{tag} photo {index}",
  },
} as const;
