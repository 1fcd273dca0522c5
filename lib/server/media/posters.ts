import type { GarmentRef, MediaSpec } from "../../db/seed/types";
import { framing, garmentArt } from "./garment-photo";
import { esc, linearGradient, shade, svgDoc, textLines, wrapText } from "./svg-kit";

type PosterSpec = Extract<MediaSpec, { kind: "poster" }>;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Lays garments side by side in a box, each scaled to fit and slightly overlapping. */
function garmentRow(garments: GarmentRef[], box: Box, tilt = 0): { defs: string; body: string } {
  const slot = box.w / Math.max(1, garments.length);
  const s = Math.min(box.h / 1000, (slot * 1.15) / 800);
  let defs = "";
  let body = "";
  garments.forEach((ref, i) => {
    const art = garmentArt(
      {
        garment: ref.garment,
        colorHex: ref.colorHex,
        pattern: ref.garment === "jeans" ? "denim" : "plain",
        view: "front",
      },
      `p${i}`,
    );
    const { scale, centerY } = framing(ref.garment);
    const k = s * (scale / 0.9);
    const cx = box.x + slot * (i + 0.5);
    const cy = box.y + box.h / 2;
    const angle = tilt ? (i % 2 === 0 ? -tilt : tilt) : 0;
    defs += art.defs;
    body += `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${k}) translate(-400 ${-centerY})">${art.body}</g>`;
  });
  return { defs, body };
}

/** Covers, sliders, banners, popups and hashtag photos. */
export function posterSvg(spec: PosterSpec, w: number, h: number): string {
  const wide = w / h > 1.45;
  const [from, to] = spec.background;
  const deco =
    `<circle cx="${w * (spec.align === "right" ? 0.22 : 0.78)}" cy="${h * 0.55}" r="${Math.min(w, h) * 0.42}" fill="${shade(to, 0.35)}" opacity="0.55"/>` +
    `<circle cx="${w * (spec.align === "right" ? 0.9 : 0.08)}" cy="${h * 0.95}" r="${Math.min(w, h) * 0.18}" fill="${shade(from, -0.06)}" opacity="0.6"/>`;

  let garmentBox: Box;
  if (!spec.title && spec.garments.length > 1) garmentBox = { x: w * 0.06, y: h * 0.06, w: w * 0.88, h: h * 0.8 };
  else if (spec.align === "center")
    garmentBox = spec.withText
      ? { x: w * 0.08, y: h * 0.36, w: w * 0.84, h: h * 0.58 }
      : { x: w * 0.08, y: h * 0.1, w: w * 0.84, h: h * 0.82 };
  else if (wide) garmentBox = { x: spec.align === "right" ? w * 0.05 : w * 0.5, y: h * 0.08, w: w * 0.45, h: h * 0.86 };
  else garmentBox = { x: w * 0.1, y: h * 0.3, w: w * 0.8, h: h * 0.62 };
  const garments = garmentRow(spec.garments, garmentBox, spec.title ? 0 : 6);

  let text = "";
  if (spec.withText && spec.title) {
    const size = Math.round(wide ? Math.min(h * 0.13, w * 0.05) : w * 0.085);
    const centered = spec.align === "center" || !wide;
    const maxWidth = centered ? w * 0.84 : w * 0.42;
    const anchor = centered ? "middle" : spec.align === "right" ? "end" : "start";
    const x = centered ? w / 2 : spec.align === "right" ? w * 0.93 : w * 0.07;
    const titleLines = wrapText(spec.title, maxWidth, size);
    const top = centered ? h * 0.1 + size : h * 0.5 - ((titleLines.length - 1) * size * 1.1) / 2 - size * 0.2;
    text += textLines(titleLines, x, top, { size, fill: spec.ink, weight: 700, anchor });
    const subSize = Math.round(size * 0.36);
    const subTop = top + (titleLines.length - 1) * size * 1.15 + subSize * 2;
    text += textLines(wrapText(spec.subtitle, maxWidth, subSize), x, subTop, { size: subSize, fill: spec.ink, anchor });
  } else if (spec.withText && spec.subtitle) {
    // Hashtag photos: a small tag in the corner.
    const size = Math.round(w * 0.045);
    text += `<rect x="${w * 0.05}" y="${h * 0.86}" width="${spec.subtitle.length * size * 0.62 + size}" height="${size * 1.7}" rx="${size * 0.85}" fill="#ffffff" opacity="0.85"/>`;
    text += `<text x="${w * 0.05 + size * 0.5}" y="${h * 0.86 + size * 1.2}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#1d1d1f">${esc(spec.subtitle)}</text>`;
  }
  const defs = `<defs>${linearGradient("bg", from, to, false)}${garments.defs}</defs>`;
  return svgDoc(w, h, `${defs}<rect width="${w}" height="${h}" fill="url(#bg)"/>${deco}${garments.body}${text}`);
}
