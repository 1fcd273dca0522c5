/**
 * Where each province's capital lies (degrees, to the hundredth), keyed by the official province code of
 * idn-area-data (docs/regions.md). The checkout measures how far a hub is from a delivery address between the
 * capitals of their provinces: the regions carry no coordinates, and a province is what both always name.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export const PROVINCE_CAPITALS: Readonly<Record<string, LatLng>> = {
  "11": { lat: 5.55, lng: 95.32 }, // Banda Aceh
  "12": { lat: 3.59, lng: 98.67 }, // Medan
  "13": { lat: -0.95, lng: 100.35 }, // Padang
  "14": { lat: 0.51, lng: 101.45 }, // Pekanbaru
  "15": { lat: -1.61, lng: 103.61 }, // Jambi
  "16": { lat: -2.98, lng: 104.76 }, // Palembang
  "17": { lat: -3.8, lng: 102.27 }, // Bengkulu
  "18": { lat: -5.43, lng: 105.26 }, // Bandar Lampung
  "19": { lat: -2.13, lng: 106.11 }, // Pangkalpinang
  "21": { lat: 0.92, lng: 104.45 }, // Tanjungpinang
  "31": { lat: -6.18, lng: 106.83 }, // Jakarta
  "32": { lat: -6.91, lng: 107.61 }, // Bandung
  "33": { lat: -6.97, lng: 110.42 }, // Semarang
  "34": { lat: -7.8, lng: 110.36 }, // Yogyakarta
  "35": { lat: -7.25, lng: 112.75 }, // Surabaya
  "36": { lat: -6.12, lng: 106.15 }, // Serang
  "51": { lat: -8.65, lng: 115.22 }, // Denpasar
  "52": { lat: -8.58, lng: 116.12 }, // Mataram
  "53": { lat: -10.18, lng: 123.61 }, // Kupang
  "61": { lat: -0.03, lng: 109.33 }, // Pontianak
  "62": { lat: -2.21, lng: 113.92 }, // Palangka Raya
  "63": { lat: -3.44, lng: 114.83 }, // Banjarbaru
  "64": { lat: -0.5, lng: 117.15 }, // Samarinda
  "65": { lat: 2.84, lng: 117.37 }, // Tanjung Selor
  "71": { lat: 1.47, lng: 124.84 }, // Manado
  "72": { lat: -0.9, lng: 119.87 }, // Palu
  "73": { lat: -5.15, lng: 119.43 }, // Makassar
  "74": { lat: -3.99, lng: 122.51 }, // Kendari
  "75": { lat: 0.54, lng: 123.06 }, // Gorontalo
  "76": { lat: -2.68, lng: 118.89 }, // Mamuju
  "81": { lat: -3.7, lng: 128.18 }, // Ambon
  "82": { lat: 0.74, lng: 127.57 }, // Sofifi
  "91": { lat: -2.53, lng: 140.72 }, // Jayapura
  "92": { lat: -0.86, lng: 134.08 }, // Manokwari
  "93": { lat: -8.49, lng: 140.4 }, // Merauke
  "94": { lat: -3.37, lng: 135.5 }, // Nabire
  "95": { lat: -4.1, lng: 138.95 }, // Wamena
  "96": { lat: -0.88, lng: 131.26 }, // Sorong
};

/** The province of an official area code: "32" of "32.73.01" (a city's, a district's or the province's own). */
export function provinceOf(areaCode: string): string {
  return areaCode.split(".")[0] ?? "";
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Km between the capitals of two provinces; Infinity when either is not a known province. */
export function provinceDistanceKm(fromProvince: string, toProvince: string): number {
  const from = PROVINCE_CAPITALS[fromProvince];
  const to = PROVINCE_CAPITALS[toProvince];
  return from && to ? distanceKm(from, to) : Number.POSITIVE_INFINITY;
}
