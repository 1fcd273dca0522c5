import type { MediaSpec } from "../../db/seed/types";
import { MONO, SANS, SERIF, esc, svgDoc, textLines } from "./svg-kit";

type WordmarkSpec = Extract<MediaSpec, { kind: "wordmark" }>;
type SizeChartSpec = Extract<MediaSpec, { kind: "size-chart" }>;
type BadgeSpec = Extract<MediaSpec, { kind: "app-badge" }>;

/** A brand logo for the home carousel: the name set in one type family with a small tagline. */
export function wordmarkSvg(spec: WordmarkSpec, w: number, h: number): string {
  const family = spec.font === "serif" ? SERIF : spec.font === "mono" ? MONO : SANS;
  const glyph = spec.font === "mono" ? 0.62 : /[a-z]/.test(spec.text) ? 0.6 : 0.76;
  const size = Math.min(h * 0.3, (w * 0.84) / Math.max(4, spec.text.length * glyph));
  const spacing = spec.font === "sans" ? size * 0.08 : 0;
  return svgDoc(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="${spec.background}"/>`,
      textLines([spec.text], w / 2, h * 0.52, {
        size: Math.round(size),
        fill: spec.ink,
        weight: 700,
        anchor: "middle",
        family,
        spacing,
      }),
      `<rect x="${w / 2 - 24}" y="${h * 0.62}" width="48" height="2" fill="${spec.ink}" opacity="0.6"/>`,
      textLines([spec.tagline.toUpperCase()], w / 2, h * 0.76, {
        size: Math.round(h * 0.075),
        fill: spec.ink,
        anchor: "middle",
        family: SANS,
        spacing: 2,
      }),
    ].join(""),
  );
}

/** A store badge in the usual black pill shape with a simple glyph (not the stores' trademarks). */
export function appBadgeSvg(spec: BadgeSpec, w: number, h: number): string {
  const small = spec.store === "app-store" ? "Download on the" : "GET IT ON";
  const big = spec.store === "app-store" ? "App Store" : "Google Play";
  const glyph =
    spec.store === "app-store"
      ? `<circle cx="${h * 0.5}" cy="${h * 0.54}" r="${h * 0.2}" fill="#fff"/><ellipse cx="${h * 0.56}" cy="${h * 0.26}" rx="${h * 0.05}" ry="${h * 0.09}" fill="#fff" transform="rotate(35 ${h * 0.56} ${h * 0.26})"/>`
      : `<path d="M ${h * 0.32} ${h * 0.24} L ${h * 0.72} ${h * 0.5} L ${h * 0.32} ${h * 0.76} Z" fill="#fff"/>`;
  return svgDoc(
    w,
    h,
    [
      `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="${h * 0.18}" fill="#111" stroke="#a6a6a6" stroke-width="2"/>`,
      glyph,
      textLines([small], h * 0.95, h * 0.4, { size: Math.round(h * 0.17), fill: "#fff", family: SANS }),
      textLines([big], h * 0.95, h * 0.74, { size: Math.round(h * 0.31), fill: "#fff", weight: 700, family: SANS }),
    ].join(""),
  );
}

/** The size-guide image on the product page: a measurement table. */
export function sizeChartSvg(spec: SizeChartSpec, w: number, h: number): string {
  const padX = 48;
  const top = 130;
  const rowH = Math.min(64, (h - top - 70) / (spec.rows.length + 1));
  const colW = (w - padX * 2) / spec.columns.length;
  const cells: string[] = [];
  const allRows = [spec.columns, ...spec.rows];
  allRows.forEach((row, r) => {
    const y = top + r * rowH;
    const fill = r === 0 ? "#1f2a44" : r % 2 === 0 ? "#f3f1ec" : "#ffffff";
    cells.push(`<rect x="${padX}" y="${y}" width="${w - padX * 2}" height="${rowH}" fill="${fill}"/>`);
    row.forEach((cell, c) => {
      cells.push(
        `<text x="${padX + colW * (c + 0.5)}" y="${y + rowH * 0.63}" font-family="${SANS}" font-size="${r === 0 ? 20 : 22}" font-weight="${r === 0 || c === 0 ? 700 : 400}" text-anchor="middle" fill="${r === 0 ? "#fff" : "#26262a"}">${esc(cell)}</text>`,
      );
    });
  });
  const tableBottom = top + allRows.length * rowH;
  return svgDoc(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
      textLines([spec.title], padX, 70, { size: 32, fill: "#1d1d1f", weight: 700 }),
      textLines(["Ukuran diukur dalam posisi baju/celana terbentang (flat)."], padX, 104, {
        size: 18,
        fill: "#6b6b70",
      }),
      ...cells,
      `<rect x="${padX}" y="${top}" width="${w - padX * 2}" height="${tableBottom - top}" fill="none" stroke="#d7d3cb" stroke-width="2"/>`,
      textLines(["Toleransi ukuran 1-2 cm."], padX, tableBottom + 40, { size: 18, fill: "#6b6b70" }),
    ].join(""),
  );
}
