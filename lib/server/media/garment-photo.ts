import type { ChestMotif, FabricPattern, GarmentType, ImageView } from "../../db/seed/types";
import { GARMENTS, SIDE_STRIPES } from "./garments";
import { detailInk, linearGradient, luminance, shade } from "./svg-kit";

/** Diagonal twill lines every 8 px across a 96 px tile. */
const TWILL = Array.from({ length: 25 }, (_, i) => `M ${i * 8 - 96} 96 L ${i * 8} 0`).join(" ");

/** Fabric texture or print laid over the base colour, clipped to the garment. */
function patternDef(id: string, pattern: FabricPattern, garment: GarmentType, color: string): string {
  const contrast = luminance(color) < 0.5 ? shade(color, 0.75) : shade(color, -0.6);
  switch (pattern) {
    case "stripe":
      return `<pattern id="${id}" width="40" height="36" patternUnits="userSpaceOnUse"><rect width="40" height="12" fill="${contrast}" opacity="0.9"/></pattern>`;
    case "plaid":
      return `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse">
        <rect width="44" height="120" fill="#000" opacity="0.28"/><rect width="120" height="44" fill="#000" opacity="0.28"/>
        <rect x="78" width="6" height="120" fill="#fff" opacity="0.35"/><rect y="78" width="120" height="6" fill="#fff" opacity="0.35"/></pattern>`;
    case "denim":
      // Few large tiles render much faster than many 8 px ones.
      return `<pattern id="${id}" width="96" height="96" patternUnits="userSpaceOnUse"><path d="${TWILL}" stroke="#fff" stroke-width="1.4" opacity="0.13"/></pattern>`;
    case "print":
      if (garment === "shirt") {
        // A kawung-like batik repeat.
        return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse" fill="${contrast}" opacity="0.8">
          <ellipse cx="32" cy="14" rx="8" ry="13"/><ellipse cx="32" cy="50" rx="8" ry="13"/><ellipse cx="14" cy="32" rx="13" ry="8"/><ellipse cx="50" cy="32" rx="13" ry="8"/>
          <circle cx="32" cy="32" r="3"/></pattern>`;
      }
      return `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse" fill="${contrast}" opacity="0.75">
        <circle cx="22" cy="22" r="7"/><circle cx="34" cy="22" r="7"/><circle cx="28" cy="12" r="7"/><circle cx="28" cy="31" r="6"/>
        <circle cx="68" cy="66" r="5"/><circle cx="77" cy="66" r="5"/><circle cx="72" cy="58" r="5"/><circle cx="72" cy="73" r="4"/></pattern>`;
    default:
      return "";
  }
}

/** A stegosaurus, about 280 × 150 around the origin: the kids' "Dino Print" tee. */
function dino(ink: string, color: string): string {
  return `<g fill="${ink}"><path d="M -8 -44 L 2 -74 L 14 -46 Z M 16 -46 L 30 -72 L 40 -42 Z M -32 -38 L -26 -64 L -12 -42 Z M 40 -38 L 56 -58 L 60 -30 Z"/>
    <path d="M -70 6 C -70 -30 -30 -48 10 -46 C 44 -44 66 -26 74 -6 L 96 -40 C 100 -52 116 -62 132 -56 C 148 -50 150 -30 136 -24 L 116 -18 L 96 18 C 90 34 76 40 60 40 L 60 70 C 60 78 44 78 44 70 L 44 42 L -22 42 L -22 70 C -22 78 -38 78 -38 70 L -38 36 C -56 30 -66 22 -70 6 Z"/>
    <path d="M -66 0 C -96 4 -120 -6 -138 -26 C -130 6 -104 30 -56 30 Z"/><circle cx="124" cy="-44" r="5" fill="${color}"/></g>`;
}

/**
 * The chest print of graphic tees and hoodies: the model's motif, or a badge (mountains in a ring). A print always
 * shows what the product's name promises: a lone badge on the "Dino Print" tee read as a missing image.
 */
function chestGraphic(x: number, y: number, scale: number, color: string, motif?: ChestMotif): string {
  const ink = luminance(color) < 0.5 ? "#f4f1ea" : "#26262a";
  const art =
    motif === "dino"
      ? dino(ink, color)
      : `<circle r="92" fill="none" stroke="${ink}" stroke-width="9"/><path d="M -68 40 L -22 -38 L 8 4 L 34 -28 L 70 40 Z" fill="${ink}"/><circle cx="40" cy="-52" r="14" fill="${ink}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>`;
}

export interface GarmentArtInput {
  garment: GarmentType;
  colorHex: string;
  pattern: FabricPattern;
  view: Exclude<ImageView, "detail">;
  motif?: ChestMotif;
}

/** The garment alone in its 800×1000 box; `id` keeps its defs apart from other garments in the same SVG. */
export function garmentArt(input: GarmentArtInput, id: string): { defs: string; body: string } {
  const g = GARMENTS[input.garment];
  const color = input.colorHex;
  const ink = detailInk(color);
  const face = shade(color, luminance(color) < 0.3 ? 0.08 : -0.06);
  const outline = shade(color, -0.45);
  const sideStripes = input.pattern === "stripe" && input.garment === "jogger";
  const usesAllOver = input.pattern !== "plain" && !(input.pattern === "print" && g.chest) && !sideStripes;
  const defs = [
    `<linearGradient id="${id}-light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`,
    `<clipPath id="${id}-cut">${g.parts.map((d) => `<path d="${d}"/>`).join("")}</clipPath>`,
    usesAllOver ? patternDef(`${id}-fabric`, input.pattern, input.garment, color) : "",
  ].join("");
  const chest =
    input.pattern === "print" && g.chest
      ? input.view === "back"
        ? chestGraphic(400, g.chest[1] - 60, 1.5, color, input.motif)
        : chestGraphic(g.chest[0], g.chest[1], 0.8, color, input.motif)
      : "";
  const body = [
    ...g.parts.map((d) => `<path d="${d}" fill="${color}"/>`),
    usesAllOver ? `<rect width="800" height="1000" fill="url(#${id}-fabric)" clip-path="url(#${id}-cut)"/>` : "",
    sideStripes
      ? `<path d="${SIDE_STRIPES}" fill="none" stroke="${luminance(color) < 0.5 ? "#f4f1ea" : "#222"}" stroke-width="12"/>`
      : "",
    chest,
    input.view === "back" ? g.back(ink, face) : g.front(ink, face),
    `<rect width="800" height="1000" fill="url(#${id}-light)" clip-path="url(#${id}-cut)"/>`,
    ...g.parts.map((d) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`),
  ].join("");
  return { defs, body };
}

/** How a garment sits in a full view: enlarged and centred so short pieces fill the frame too. */
export function framing(garment: GarmentType): { scale: number; centerY: number } {
  const g = GARMENTS[garment];
  return { scale: g.scale ?? 0.9, centerY: g.centerY ?? 515 };
}

export interface GarmentPhotoInput {
  garment: GarmentType;
  colorHex: string;
  pattern: FabricPattern;
  view: ImageView;
  backdrop: string;
  motif?: ChestMotif;
}

/** The SVG of one product photo: soft studio backdrop, garment in its colour and fabric, seams per view. */
export function garmentPhotoSvg(input: GarmentPhotoInput, width = 800, height = 1000): string {
  const art = garmentArt({ ...input, view: input.view === "back" ? "back" : "front" }, "g");
  let scene: string;
  if (input.view === "detail") {
    const s = 2.1;
    const [cx, cy] = GARMENTS[input.garment].focus;
    scene = `<g transform="translate(${400 - cx * s} ${500 - cy * s}) scale(${s})">${art.body}</g>`;
  } else {
    const { scale: s, centerY } = framing(input.garment);
    scene = `<ellipse cx="400" cy="940" rx="270" ry="22" fill="#000" opacity="0.07"/><g transform="translate(${400 - 400 * s} ${500 - centerY * s}) scale(${s})">${art.body}</g>`;
  }
  const defs = linearGradient("bg", shade(input.backdrop, 0.45), input.backdrop) + art.defs;
  const floor = `<rect y="860" width="800" height="140" fill="#000" opacity="0.03"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000"><defs>${defs}</defs><rect width="800" height="1000" fill="url(#bg)"/>${floor}${scene}</svg>`;
}
