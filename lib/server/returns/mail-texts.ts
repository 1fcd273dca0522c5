import "server-only";
import type { ReturnStatus } from "@/lib/domain/order-status";

/** What each move's mail says, in the order's language; `{n}` the order number. */
export interface ReturnMailTexts {
  subject: Partial<Record<ReturnStatus, (n: string) => string>>;
  body: Partial<Record<ReturnStatus, string>>;
  rejectReason: (reason: string) => string;
  refundAmount: (amount: string) => string;
  condition: (text: string) => string;
  follow: string;
  followAccount: string;
  followButton: string;
}

const en: ReturnMailTexts = {
  subject: {
    REQUESTED: (n) => `Return request received for order #${n}`,
    APPROVED: (n) => `Your return for order #${n} is approved`,
    REJECTED: (n) => `Your return for order #${n} was not accepted`,
    RECEIVED: (n) => `We have received the item returned from order #${n}`,
    REFUNDED: (n) => `Your refund for order #${n}`,
  },
  body: {
    REQUESTED: "We have your return request with its photos and video. Our team will check it within 2 working days.",
    APPROVED:
      "Your return is approved. Please bring the item to the showroom you chose, or send the parcel, with its price tag and hang tag attached.",
    REJECTED: "We are sorry: your return request was not accepted.",
    RECEIVED: "The returned item has arrived and has been checked.",
    REFUNDED: "Your refund has been sent.",
  },
  rejectReason: (r) => `Reason: ${r}`,
  refundAmount: (a) => `Amount refunded: ${a}`,
  condition: (c) => `Condition noted: ${c}`,
  follow: "Follow your return on the order's page:",
  followAccount: "Follow your return under My Orders, in the order's detail.",
  followButton: "View the order",
};

const id: ReturnMailTexts = {
  subject: {
    REQUESTED: (n) => `Pengajuan pengembalian diterima untuk pesanan #${n}`,
    APPROVED: (n) => `Pengembalian untuk pesanan #${n} disetujui`,
    REJECTED: (n) => `Pengembalian untuk pesanan #${n} tidak diterima`,
    RECEIVED: (n) => `Barang yang dikembalikan dari pesanan #${n} sudah kami terima`,
    REFUNDED: (n) => `Pengembalian dana untuk pesanan #${n}`,
  },
  body: {
    REQUESTED:
      "Pengajuan pengembalian Anda beserta foto dan videonya sudah kami terima. Tim kami akan memeriksanya dalam 2 hari kerja.",
    APPROVED:
      "Pengembalian Anda disetujui. Silakan antar barang ke showroom yang Anda pilih, atau kirim paketnya, dengan label harga dan hang tag masih terpasang.",
    REJECTED: "Mohon maaf, pengajuan pengembalian Anda tidak dapat diterima.",
    RECEIVED: "Barang yang dikembalikan sudah tiba dan sudah diperiksa.",
    REFUNDED: "Dana Anda sudah dikembalikan.",
  },
  rejectReason: (r) => `Alasan: ${r}`,
  refundAmount: (a) => `Jumlah yang dikembalikan: ${a}`,
  condition: (c) => `Kondisi barang: ${c}`,
  follow: "Ikuti pengembalian Anda di halaman pesanan:",
  followAccount: "Ikuti pengembalian Anda di Pesanan Saya, pada detail pesanan.",
  followButton: "Lihat pesanan",
};

const fr: ReturnMailTexts = {
  subject: {
    REQUESTED: (n) => `Demande de retour reçue pour la commande n° ${n}`,
    APPROVED: (n) => `Votre retour pour la commande n° ${n} est accepté`,
    REJECTED: (n) => `Votre retour pour la commande n° ${n} n'a pas été accepté`,
    RECEIVED: (n) => `Nous avons reçu l'article retourné de la commande n° ${n}`,
    REFUNDED: (n) => `Votre remboursement pour la commande n° ${n}`,
  },
  body: {
    REQUESTED:
      "Nous avons bien reçu votre demande de retour avec ses photos et sa vidéo. Notre équipe l'examinera sous 2 jours ouvrés.",
    APPROVED:
      "Votre retour est accepté. Apportez l'article à la boutique choisie, ou envoyez le colis, avec l'étiquette de prix et l'étiquette volante attachées.",
    REJECTED: "Nous sommes désolés : votre demande de retour n'a pas été acceptée.",
    RECEIVED: "L'article retourné est arrivé et a été examiné.",
    REFUNDED: "Votre remboursement a été envoyé.",
  },
  rejectReason: (r) => `Motif : ${r}`,
  refundAmount: (a) => `Montant remboursé : ${a}`,
  condition: (c) => `État constaté : ${c}`,
  follow: "Suivez votre retour sur la page de la commande :",
  followAccount: "Suivez votre retour dans Mes commandes, dans le détail de la commande.",
  followButton: "Voir la commande",
};

export const RETURN_MAIL_TEXTS: Record<"en" | "id" | "fr", ReturnMailTexts> = { en, id, fr };
