import type { Metadata } from "next";
import { POLICY } from "./policy";

export interface InfoPage {
  path: string;
  title: string;
  description: string;
}

/** The public information pages: their titles and descriptions for metadata, and the routes the sitemap lists. */
export const INFO_PAGES = {
  stores: {
    path: "/stores",
    title: "Stores",
    description: `Showroom kami per wilayah: alamat, nomor telepon dan peta. Buka pukul ${POLICY.storeHours}.`,
  },
  onlineDelivery: {
    path: "/stores/online-delivery",
    title: "Online Delivery",
    description: "Cara berbelanja dengan pengiriman ke alamat Anda: checkout, alamat pengiriman, pilihan kurir dan pengiriman paket.",
  },
  pickupOnStore: {
    path: "/stores/pickup-on-store",
    title: "Store Pickup",
    description: "Cara berbelanja dan mengambil pesanan di toko: checkout, pilih toko, pembayaran, dan ambil pesanan di toko.",
  },
  faq: {
    path: "/faq",
    title: "FAQ",
    description: "Pertanyaan yang sering diajukan tentang akun, keranjang, pengiriman, pembayaran, retur dan layanan pelanggan.",
  },
  tnc: {
    path: "/tnc",
    title: "Syarat dan Ketentuan",
    description: "Syarat dan ketentuan belanja: pesanan, pembayaran, pengiriman, ambil di toko, dan pengembalian barang.",
  },
  hashtag: {
    path: "/hashtag",
    title: "Hashtag Gallery",
    description: "Galeri foto gaya pelanggan kami dari Instagram: tag foto OOTD-mu dan tampil di galeri kami.",
  },
} as const satisfies Record<string, InfoPage>;

/** Routes for the sitemap (path + title). */
export const INFO_PAGE_LIST: readonly InfoPage[] = Object.values(INFO_PAGES);

/** Title, description and canonical address of one information page. */
export function infoPageMetadata(page: InfoPage): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path },
  };
}
