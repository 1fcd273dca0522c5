import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_SHOP_NAME } from "@/lib/domain/shop-identity";
import { PWA_ICONS, manifestFile, webAppManifest } from "@/lib/domain/system/web-app-manifest";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LOCALES } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { fmt } from "@/lib/i18n/format";

/**
 * The web app manifests (one per language) and their PNG icons, drawn from app/icon.svg. The build prerenders the
 * manifests; the icons are drawn on each request (browsers and a CDN keep them a week). Any other file is a 404
 * (docs/adr/0009-offline.md).
 */
export function generateStaticParams() {
  return [...LOCALES.map((lang) => ({ file: manifestFile(lang) })), ...PWA_ICONS.map((icon) => ({ file: icon.file }))];
}

/** The maskable icon: the mark at 60% on a full-bleed square, inside the 80% safe zone every mask keeps. */
async function maskableSvg(): Promise<Buffer> {
  const svg = await readFile(path.join(process.cwd(), "app/icon.svg"), "utf8");
  const mark = svg.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#111"/><g transform="translate(6.4 6.4) scale(0.6)">${mark}</g></svg>`,
  );
}

async function iconPng(file: string): Promise<Buffer | null> {
  const icon = PWA_ICONS.find((i) => i.file === file);
  if (!icon) return null;
  const source =
    icon.purpose === "maskable" ? await maskableSvg() : await readFile(path.join(process.cwd(), "app/icon.svg"));
  return sharp(source, { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const lang = LOCALES.find((l) => manifestFile(l) === file);
  if (lang) {
    const m = messagesFor(lang).common;
    const body = webAppManifest(lang, localHref(lang, "/"), {
      // Prerendered by the build, which has no database: the default name, not the home settings' (README).
      appName: fmt(m.offline.appName, { shop: DEFAULT_SHOP_NAME }),
      appShortName: fmt(m.offline.appShortName, { shop: DEFAULT_SHOP_NAME }),
      description: m.meta.description,
    });
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/manifest+json" } });
  }
  const png = await iconPng(file);
  if (!png) return new Response("Not Found", { status: 404 });
  // Drawn on request (about 80 ms): browsers and a CDN keep it for a week.
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=604800" },
  });
}
