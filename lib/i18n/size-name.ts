import { fmt } from "./format";
import type { Catalogue } from "./types";

type SizeNames = Catalogue["product"]["size"]["names"];

/** The catalogue's letter size names (the demo's, in English), by their code in the catalogues. */
const LETTER_NAMES: Readonly<Record<string, keyof SizeNames>> = {
  "extra small": "XS",
  small: "S",
  medium: "M",
  large: "L",
  "extra large": "XL",
  "double extra large": "XXL",
};

/**
 * A size's name in the page's language (issue #48 point 13): the catalogue's English names ("Small", "Waist 30",
 * "Age 2-3") as the catalogue `t` says them; any other name, the shop's own, as it is.
 */
export function localSizeName(name: string, t: SizeNames): string {
  const letter = LETTER_NAMES[name.trim().toLowerCase()];
  if (letter) return t[letter];
  const waist = /^waist\s+(\S+)$/i.exec(name.trim());
  if (waist) return fmt(t.waist, { size: waist[1] });
  const age = /^age\s+(\S+)$/i.exec(name.trim());
  return age ? fmt(t.age, { size: age[1] }) : name;
}
