import type { Catalogue } from "../../types";
import { checkout } from "./checkout";

export const delivery: Catalogue["delivery"] = {
  heading: "Pengiriman dan pengambilan",
  loading: "Memeriksa waktu pengiriman…",
  shipsFrom: checkout.hub.shipsFrom,
  arrives: "Tiba {etd} hari",
  to: "ke {place}",
  primaryAddress: "alamat utama Anda",
  noEstimate: "Belum ada estimasi pengiriman ke area ini.",
  notShipped: "Ukuran ini tidak tersedia untuk pengiriman.",
  pickupToday: "Ambil hari ini di {store}",
  pickupTomorrow: "Ambil mulai besok di {store}",
  chooseArea: "Cek estimasi tiba ke area Anda",
  changeArea: "Ubah area",
  picker: {
    heading: "Kirim ke",
    save: "Lihat estimasi",
    cancel: "Batal",
  },
};
