import { SHOP_COLOURS } from "../../domain/catalog/colours";
import type { SizeDef } from "./types";

/** Colour names as Indonesian shops write them, with the hex used to draw the product photos. */
export const COLORS = SHOP_COLOURS;

export type ColorKey = keyof typeof COLORS;

export const PALETTES: Record<"basic" | "feminine" | "denim" | "kids" | "chino" | "flannel", readonly ColorKey[]> = {
  basic: [
    "hitam",
    "putih",
    "navy",
    "sage",
    "maroon",
    "khaki",
    "mustard",
    "abuMisty",
    "olive",
    "cream",
    "terracotta",
    "charcoal",
    "brokenWhite",
    "hijauBotol",
    "mocca",
  ],
  feminine: [
    "dustyPink",
    "lilac",
    "cream",
    "sage",
    "putih",
    "hitam",
    "salmon",
    "skyBlue",
    "terracotta",
    "brokenWhite",
    "mustard",
    "navy",
  ],
  denim: ["lightWash", "mediumWash", "darkWash", "blackDenim"],
  kids: ["kuningLemon", "skyBlue", "merahCabai", "tosca", "navy", "putih", "dustyPink", "mustard", "abuMisty", "sage"],
  chino: ["khaki", "navy", "hitam", "olive", "cream", "mocca", "abuMisty", "charcoal"],
  flannel: ["merahCabai", "navy", "hijauBotol", "maroon", "mustard", "charcoal"],
};

export type PaletteKey = keyof typeof PALETTES;

const LETTER_NAMES: Record<string, string> = {
  XS: "Extra Small",
  S: "Small",
  M: "Medium",
  L: "Large",
  XL: "Extra Large",
  XXL: "Double Extra Large",
};

function letterSizes(codes: string[]): SizeDef[] {
  return codes.map((code, i) => ({ sizeCode: code, sizeName: LETTER_NAMES[code], sortOrder: i + 1 }));
}

function waistSizes(waists: number[]): SizeDef[] {
  return waists.map((w, i) => ({ sizeCode: String(w), sizeName: `Waist ${w}`, sortOrder: i + 1 }));
}

function ageSizes(ranges: string[]): SizeDef[] {
  return ranges.map((r, i) => ({ sizeCode: `${r}Y`, sizeName: `Age ${r}`, sortOrder: i + 1 }));
}

/** Size runs by garment family and wearer. */
export const SIZE_RUNS = {
  menLetter: letterSizes(["S", "M", "L", "XL", "XXL"]),
  womenLetter: letterSizes(["XS", "S", "M", "L", "XL"]),
  menWaist: waistSizes([28, 29, 30, 31, 32, 33, 34, 36]),
  womenWaist: waistSizes([25, 26, 27, 28, 29, 30, 31, 32]),
  kidsAge: ageSizes(["2-3", "4-5", "6-7", "8-9", "10-11"]),
} as const;

export type SizeRunKey = keyof typeof SIZE_RUNS;

/** Body measurements (cm) printed on the generated size-chart images. */
export const SIZE_CHARTS: Record<SizeRunKey, { title: string; columns: string[]; rows: string[][] }> = {
  menLetter: {
    title: "Tabel Ukuran Atasan Pria (cm)",
    columns: ["Ukuran", "Lebar Dada", "Panjang Badan", "Panjang Lengan"],
    rows: [
      ["S", "50", "68", "20"],
      ["M", "52", "70", "21"],
      ["L", "54", "72", "22"],
      ["XL", "57", "74", "23"],
      ["XXL", "60", "76", "24"],
    ],
  },
  womenLetter: {
    title: "Tabel Ukuran Atasan Wanita (cm)",
    columns: ["Ukuran", "Lingkar Dada", "Panjang Badan", "Panjang Lengan"],
    rows: [
      ["XS", "84", "58", "18"],
      ["S", "88", "60", "19"],
      ["M", "92", "62", "20"],
      ["L", "98", "64", "21"],
      ["XL", "104", "66", "22"],
    ],
  },
  menWaist: {
    title: "Tabel Ukuran Celana Pria (cm)",
    columns: ["Ukuran", "Lingkar Pinggang", "Lingkar Paha", "Panjang"],
    rows: [
      ["28", "72", "56", "100"],
      ["30", "77", "58", "101"],
      ["32", "82", "61", "102"],
      ["34", "87", "64", "103"],
      ["36", "92", "67", "104"],
    ],
  },
  womenWaist: {
    title: "Tabel Ukuran Celana & Rok Wanita (cm)",
    columns: ["Ukuran", "Lingkar Pinggang", "Lingkar Pinggul", "Panjang"],
    rows: [
      ["25", "64", "86", "96"],
      ["27", "69", "91", "97"],
      ["29", "74", "96", "98"],
      ["31", "79", "101", "99"],
      ["32", "82", "104", "99"],
    ],
  },
  kidsAge: {
    title: "Tabel Ukuran Anak (cm)",
    columns: ["Usia", "Tinggi Anak", "Lebar Dada", "Panjang Badan"],
    rows: [
      ["2-3 th", "92-98", "32", "40"],
      ["4-5 th", "104-110", "34", "44"],
      ["6-7 th", "116-122", "36", "48"],
      ["8-9 th", "128-134", "39", "52"],
      ["10-11 th", "140-146", "42", "56"],
    ],
  },
};
