/** Small helpers for composing SVG by hand. */

export const SANS = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
export const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";
export const MONO = "DejaVu Sans Mono, Liberation Mono, Courier New, monospace";

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t));
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A readable line colour on top of a fabric: darker on light fabrics, lighter on dark ones. */
export function detailInk(hex: string): string {
  return luminance(hex) < 0.28 ? shade(hex, 0.32) : shade(hex, -0.32);
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Greedy word wrap using an average glyph width of 0.56 em. */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * 0.56)));
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && (line + " " + word).length > maxChars) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

export function textLines(
  lines: string[],
  x: number,
  y: number,
  opts: {
    size: number;
    lineHeight?: number;
    anchor?: "start" | "middle" | "end";
    fill: string;
    weight?: number;
    family?: string;
    spacing?: number;
  },
): string {
  const lh = opts.lineHeight ?? opts.size * 1.15;
  return lines
    .map((line, i) => {
      const attrs = [
        `x="${x}"`,
        `y="${Math.round(y + i * lh)}"`,
        `font-family="${opts.family ?? SANS}"`,
        `font-size="${opts.size}"`,
        `font-weight="${opts.weight ?? 400}"`,
        `text-anchor="${opts.anchor ?? "start"}"`,
        `fill="${opts.fill}"`,
        opts.spacing ? `letter-spacing="${opts.spacing}"` : "",
      ];
      return `<text ${attrs.filter(Boolean).join(" ")}>${esc(line)}</text>`;
    })
    .join("");
}
