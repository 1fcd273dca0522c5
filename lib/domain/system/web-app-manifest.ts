/**
 * The installable shop (docs/adr/0009-offline.md): one web app manifest per language, each with its own start
 * address and scope, served by app/pwa/[file]/route.ts at /pwa/{lang}.webmanifest and linked from that language's
 * pages. Pure: the texts come in from the language catalogue.
 */
export const THEME_COLOR = "#1d1d1f";
const BACKGROUND_COLOR = "#ffffff";

export const PWA_ICONS = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  { file: "icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export const manifestFile = (lang: string) => `${lang}.webmanifest`;
export const manifestHref = (lang: string) => `/pwa/${manifestFile(lang)}`;

export interface ManifestTexts {
  appName: string;
  appShortName: string;
  description: string;
}

/** start_url and scope: English is the unprefixed shop ("/"), the others their tree ("/id"; "/id/…" is inside it). */
export function webAppManifest(lang: string, home: string, texts: ManifestTexts) {
  return {
    id: home,
    name: texts.appName,
    short_name: texts.appShortName,
    description: texts.description,
    lang,
    start_url: home,
    scope: home,
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: PWA_ICONS.map((icon) => ({
      src: `/pwa/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
