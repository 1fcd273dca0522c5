/**
 * The colour names the shop's catalogue uses, as Indonesian shops write them, with the hex of each: the demo's product
 * photos are drawn in it (lib/db/seed) and the listing's colour filter shows it as a swatch.
 */
export const SHOP_COLOURS = {
  hitam: { name: "Hitam", hex: "#1f1f22" },
  putih: { name: "Putih", hex: "#f4f3ee" },
  brokenWhite: { name: "Broken White", hex: "#ece5d6" },
  navy: { name: "Navy", hex: "#1f2a44" },
  sage: { name: "Sage", hex: "#9caf88" },
  maroon: { name: "Maroon", hex: "#6d2431" },
  khaki: { name: "Khaki", hex: "#c3b091" },
  mustard: { name: "Mustard", hex: "#d4a017" },
  abuMisty: { name: "Abu Misty", hex: "#b8bcc2" },
  olive: { name: "Olive", hex: "#6b7043" },
  cream: { name: "Cream", hex: "#efe4cc" },
  terracotta: { name: "Terracotta", hex: "#c4663f" },
  charcoal: { name: "Charcoal", hex: "#3d3f44" },
  hijauBotol: { name: "Hijau Botol", hex: "#1f4d3a" },
  mocca: { name: "Cokelat Mocca", hex: "#8a6a55" },
  dustyPink: { name: "Dusty Pink", hex: "#d8a7a7" },
  lilac: { name: "Lilac", hex: "#b9a5d6" },
  salmon: { name: "Salmon", hex: "#f0a38a" },
  skyBlue: { name: "Sky Blue", hex: "#8ec5e8" },
  merahCabai: { name: "Merah Cabai", hex: "#b8282c" },
  kuningLemon: { name: "Kuning Lemon", hex: "#f1e173" },
  tosca: { name: "Tosca", hex: "#3aa39b" },
  lightWash: { name: "Light Wash", hex: "#8fb1cf" },
  mediumWash: { name: "Medium Wash", hex: "#4f6f95" },
  darkWash: { name: "Dark Wash", hex: "#2b3a55" },
  blackDenim: { name: "Black Denim", hex: "#2a2b2f" },
} as const;

const HEX_BY_NAME = new Map<string, string>(Object.values(SHOP_COLOURS).map((c) => [c.name.toLowerCase(), c.hex]));

/** A colour filter value's swatch (the value is the lower-cased colour name); null for a name the shop does not list. */
export function swatchOf(value: string): string | null {
  return HEX_BY_NAME.get(value.toLowerCase()) ?? null;
}
