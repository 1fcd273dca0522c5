import type { ShowroomDef, ShowroomRegionDef } from "./types";

export const SHOWROOM_REGIONS: ShowroomRegionDef[] = [
  { id: 1, regionName: "Jabodetabek", sortOrder: 1 },
  { id: 2, regionName: "Jawa Barat", sortOrder: 2 },
  { id: 3, regionName: "Jawa Timur", sortOrder: 3 },
  { id: 4, regionName: "Bali", sortOrder: 4 },
  { id: 5, regionName: "Sumatera (Segera Hadir)", sortOrder: 5 },
];

type ShowroomRow = [
  id: number,
  regionId: number,
  name: string,
  phone: string,
  address1: string,
  address2: string,
  address3: string,
  subdistrictId: string,
  isHub: boolean,
  hasMap: boolean,
];

/** Mall showrooms; district codes are official idn-area-data codes (e.g. 31.74.07 = Kebayoran Baru). */
const ROWS: ShowroomRow[] = [
  [1, 1, "Pacific Place Jakarta", "+62 21 5140 2871", "Pacific Place Mall, Lt. 3 Unit 3-21", "Jl. Jend. Sudirman Kav. 52-53, SCBD", "Jakarta Selatan 12190", "31.74.07", false, true],
  [2, 1, "Pondok Indah Mall 2", "+62 21 7592 0418", "Pondok Indah Mall 2, Lt. 1 Unit 112", "Jl. Metro Pondok Indah Kav. IV", "Jakarta Selatan 12310", "31.74.05", false, true],
  [3, 1, "Mal Kelapa Gading", "+62 21 4585 3320", "Mal Kelapa Gading 3, Lt. GF Unit G-27", "Jl. Boulevard Kelapa Gading Blok M", "Jakarta Utara 14240", "31.72.06", true, true],
  [4, 1, "Central Park Mall", "+62 21 5698 5127", "Central Park Mall, Lt. LG Unit L-116", "Jl. Letjen S. Parman Kav. 28", "Jakarta Barat 11470", "31.73.02", false, false],
  [5, 1, "Summarecon Mall Serpong", "+62 21 5420 3196", "Summarecon Mall Serpong, Lt. 1 Unit 1-25", "Jl. Boulevard Gading Serpong", "Tangerang 15810", "36.03.28", false, true],
  [6, 1, "Summarecon Mall Bekasi", "+62 21 2957 2264", "Summarecon Mall Bekasi, Lt. 2 Unit 2-09", "Jl. Bulevar Ahmad Yani, Marga Mulya", "Bekasi 17142", "32.75.03", false, false],
  [7, 1, "Margo City Depok", "+62 21 7887 1530", "Margo City, Lt. 1 Unit 17", "Jl. Margonda Raya No. 358", "Depok 16424", "32.76.06", false, true],
  [8, 2, "Paris Van Java Bandung", "+62 22 8206 3348", "Paris Van Java Mall, Resort Level RL-12", "Jl. Sukajadi No. 131-139", "Bandung 40162", "32.73.07", true, true],
  [9, 2, "23 Paskal Bandung", "+62 22 8606 1187", "23 Paskal Shopping Center, Lt. 1 Unit 1-16", "Jl. Pasir Kaliki No. 25-27", "Bandung 40181", "32.73.05", false, true],
  [10, 2, "CSB Mall Cirebon", "+62 231 822 0915", "CSB Mall, Lt. 1 Unit A-18", "Jl. Dr. Cipto Mangunkusumo No. 26", "Cirebon 45131", "32.74.01", false, false],
  [11, 3, "Tunjungan Plaza Surabaya", "+62 31 9924 5510", "Tunjungan Plaza 6, Lt. 3 Unit 3-12", "Jl. Basuki Rahmat No. 8-12", "Surabaya 60261", "35.78.05", true, true],
  [12, 3, "Pakuwon Mall Surabaya", "+62 31 7390 4418", "Pakuwon Mall, Lt. UG Unit 27", "Jl. Puncak Indah Lontar No. 2", "Surabaya 60216", "35.78.31", false, true],
  [13, 3, "Malang Town Square", "+62 341 558 327", "Malang Town Square, Lt. 1 Unit C-5", "Jl. Veteran No. 2", "Malang 65145", "35.73.05", false, true],
  [14, 4, "Beachwalk Kuta", "+62 361 846 4888", "Beachwalk Shopping Center, Lt. 1 Unit 1-08", "Jl. Pantai Kuta", "Badung 80361", "51.03.01", false, true],
  [15, 4, "Level 21 Mall Denpasar", "+62 361 335 2121", "Level 21 Mall, Lt. 2 Unit 2-15", "Jl. Teuku Umar No. 1", "Denpasar 80114", "51.71.03", true, true],
  [16, 4, "Park23 Kuta", "+62 361 472 3023", "Park23 Creative Hub, Lt. 1 Unit 1-11", "Jl. Kediri, Tuban", "Badung 80361", "51.03.01", false, false],
];

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function buildShowrooms(): ShowroomDef[] {
  return ROWS.map(([id, regionId, name, phone, address1, address2, address3, subdistrictId, isHub, hasMap], i) => ({
    id,
    showroomName: name,
    phone,
    address1,
    address2,
    address3,
    mapsUrl: hasMap ? mapsSearchUrl(`${address1.split(",")[0]}, ${address2}, ${address3}`) : null,
    isHub,
    showroomRegionId: regionId,
    subdistrictId,
    sortOrder: i + 1,
  }));
}
