import type { ChestMotif, FabricPattern, GarmentType } from "./types";
import type { PaletteKey, SizeRunKey } from "./words";

/** One product model; the catalogue turns it into one product per colour. */
export interface ModelPlan {
  name: string;
  subGroupId: number;
  /** Retail price in whole rupiah. */
  price: number;
  palette: PaletteKey;
  /** How many colours (products) of this model are sold. */
  variants: number;
  pattern?: FabricPattern;
  /** The chest print of a "print" tee or hoodie the name promises ("Dino Print"); the default badge otherwise. */
  motif?: ChestMotif;
  fabric: string;
  fit: string;
  /** Defaults to men's letter sizes for tops and men's waist sizes for bottoms. */
  sizes?: SizeRunKey;
}

export interface SubCategoryPlan {
  id: number;
  name: string;
  garment: GarmentType;
  /** Product code prefix, e.g. "TS" for TS-26-0012. */
  prefix: string;
  showCover: boolean;
  coverText: string | null;
  weight: [number, number];
  models: ModelPlan[];
}
