/**
 * The fake RajaOngkir's data (tests/support/fakes/rajaongkir.ts): a small destination table in the shape of
 * "Search Domestic Destination" (ids are made up; labels "SUBDISTRICT, DISTRICT, CITY, PROVINCE, ZIP" as the docs
 * show), covering the demo shop's four hubs, some shoppers' districts and one homonym in another city; and waybills.
 */
export interface FakeDestination {
  id: number;
  subdistrict_name: string;
  district_name: string;
  city_name: string;
  province_name: string;
  zip_code: string;
}

const rows: [number, string, string, string, string, string][] = [
  // Hub 3, Mal Kelapa Gading (31.72.06 Kelapa Gading, Kota Administrasi Jakarta Utara)
  [17601, "KELAPA GADING TIMUR", "KELAPA GADING", "JAKARTA UTARA", "DKI JAKARTA", "14240"],
  [17602, "KELAPA GADING BARAT", "KELAPA GADING", "JAKARTA UTARA", "DKI JAKARTA", "14240"],
  [17603, "PEGANGSAAN DUA", "KELAPA GADING", "JAKARTA UTARA", "DKI JAKARTA", "14250"],
  // Hub 8, Paris Van Java (32.73.07 Sukajadi, Kota Bandung)
  [4701, "SUKAJADI", "SUKAJADI", "BANDUNG", "JAWA BARAT", "40162"],
  [4702, "PASTEUR", "SUKAJADI", "BANDUNG", "JAWA BARAT", "40161"],
  [4703, "CIPEDES", "SUKAJADI", "BANDUNG", "JAWA BARAT", "40162"],
  [4704, "SUKAWARNA", "SUKAJADI", "BANDUNG", "JAWA BARAT", "40164"],
  [4705, "SUKAGALIH", "SUKAJADI", "BANDUNG", "JAWA BARAT", "40163"],
  // Hub 11, Tunjungan Plaza (35.78.05 Tegalsari, Kota Surabaya)
  [66001, "TEGALSARI", "TEGALSARI", "SURABAYA", "JAWA TIMUR", "60262"],
  [66002, "KEDUNGDORO", "TEGALSARI", "SURABAYA", "JAWA TIMUR", "60261"],
  [66003, "DR. SOETOMO", "TEGALSARI", "SURABAYA", "JAWA TIMUR", "60264"],
  // Hub 15, Level 21 Mall (51.71.03 Denpasar Barat, Kota Denpasar)
  [7801, "DAUH PURI", "DENPASAR BARAT", "DENPASAR", "BALI", "80114"],
  [7802, "PEMECUTAN", "DENPASAR BARAT", "DENPASAR", "BALI", "80119"],
  // Shoppers: Kebayoran Baru (31.74.07), Andir (32.73.05), Bekasi Utara (32.75.03)
  [17501, "SELONG", "KEBAYORAN BARU", "JAKARTA SELATAN", "DKI JAKARTA", "12110"],
  [17502, "GUNUNG", "KEBAYORAN BARU", "JAKARTA SELATAN", "DKI JAKARTA", "12120"],
  [17503, "KRAMAT PELA", "KEBAYORAN BARU", "JAKARTA SELATAN", "DKI JAKARTA", "12130"],
  [17504, "MELAWAI", "KEBAYORAN BARU", "JAKARTA SELATAN", "DKI JAKARTA", "12160"],
  [4601, "KEBON JERUK", "ANDIR", "BANDUNG", "JAWA BARAT", "40181"],
  [4602, "CIROYOM", "ANDIR", "BANDUNG", "JAWA BARAT", "40182"],
  [5301, "HARAPAN JAYA", "BEKASI UTARA", "BEKASI", "JAWA BARAT", "17124"],
  [5302, "TELUK PUCUNG", "BEKASI UTARA", "BEKASI", "JAWA BARAT", "17121"],
  // A district of the same name in another city: never offered for a Bandung address.
  [9901, "SUKAJADI", "SUKAJADI", "PEKANBARU", "RIAU", "28122"],
];

export const FAKE_DESTINATIONS: FakeDestination[] = rows.map(
  ([id, subdistrict_name, district_name, city_name, province_name, zip_code]) => ({
    id,
    subdistrict_name,
    district_name,
    city_name,
    province_name,
    zip_code,
  }),
);

export const labelOf = (d: FakeDestination) =>
  [d.subdistrict_name, d.district_name, d.city_name, d.province_name, d.zip_code].join(", ");

/** Services per courier code: per-kg rate by distance (same city, same province, elsewhere) and etd as the docs write it. */
export const FAKE_SERVICES: Record<
  string,
  { name: string; services: { service: string; description: string; perKg: [number, number, number]; etd: string }[] }
> = {
  jne: {
    name: "Jalur Nugraha Ekakurir (JNE)",
    services: [
      { service: "REG", description: "Layanan Reguler", perKg: [9000, 12000, 20000], etd: "1-2 day" },
      { service: "YES", description: "Yakin Esok Sampai", perKg: [15000, 20000, 32000], etd: "1 day" },
    ],
  },
  sicepat: {
    name: "SiCepat Express",
    services: [
      { service: "REG", description: "Layanan Reguler", perKg: [8000, 11000, 19000], etd: "1-2 day" },
      { service: "BEST", description: "Besok Sampai Tujuan", perKg: [14000, 18000, 30000], etd: "1 day" },
    ],
  },
  jnt: {
    name: "J&T Express",
    services: [{ service: "EZ", description: "Reguler", perKg: [8500, 11500, 19500], etd: "2-3 day" }],
  },
};

/** Waybills the fake knows, with the recipient phone's last 5 digits that JNE checks. */
export const FAKE_WAYBILLS: Record<
  string,
  { courier: string; lastPhone?: string; delivered: boolean; receiver: string }
> = {
  JNE0012345678: { courier: "jne", lastPhone: "67890", delivered: true, receiver: "SARI DEWI" },
  SICEPAT000123: { courier: "sicepat", delivered: false, receiver: "BUDI SANTOSO" },
};
