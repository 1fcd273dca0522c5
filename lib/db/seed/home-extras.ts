import { poster } from "./media-specs";
import type { GarmentRef, HashtagImageDef, HomeSectionDef, MediaAsset } from "./types";
import { COLORS, type ColorKey } from "./words";

const BRANDS: { slug: string; text: string; tagline: string; font: "serif" | "sans" | "mono"; ink: string }[] = [
  { slug: "nusa-denim", text: "NUSA DENIM", tagline: "selvedge works", font: "sans", ink: "#1f2a44" },
  { slug: "kayu-atelier", text: "Kayu Atelier", tagline: "est. 2014", font: "serif", ink: "#5b4636" },
  { slug: "laut", text: "LAUT", tagline: "coastal wear", font: "sans", ink: "#1d5c73" },
  { slug: "rimba-supply", text: "RIMBA SUPPLY", tagline: "outdoor goods", font: "mono", ink: "#2f4a32" },
  { slug: "senja", text: "senja.", tagline: "everyday basics", font: "serif", ink: "#b5532f" },
  { slug: "tenun-co", text: "TENUN & CO", tagline: "woven in Indonesia", font: "serif", ink: "#6d2431" },
  { slug: "kota-kids", text: "kota kids", tagline: "play clothes", font: "sans", ink: "#d4a017" },
];

/** Brand logo carousel (wordmarks) and the two app-store badges. */
export function brandAndBadgeSections(media: MediaAsset[]): HomeSectionDef[] {
  const base = { subtitle: null, body: null, imageUrlMobile: null, actionLabel: null, translations: {} };
  const brands = BRANDS.map((b, i): HomeSectionDef => {
    const imageUrl = `/media/brands/${b.slug}.webp`;
    media.push({
      url: imageUrl,
      width: 320,
      height: 160,
      format: "webp",
      spec: { kind: "wordmark", text: b.text, tagline: b.tagline, background: "#ffffff", ink: b.ink, font: b.font },
    });
    return { ...base, sectionKey: "brand", sortOrder: i + 1, title: b.text, imageUrl, hrefUrl: null };
  });
  const badges = [
    {
      store: "app-store" as const,
      title: "Download on the App Store",
      fr: "Télécharger dans l'App Store",
      id: "Download di App Store",
      hrefUrl: "https://apps.apple.com/id/app/storefront-fashion/id6444012345",
    },
    {
      store: "google-play" as const,
      title: "Get it on Google Play",
      fr: "Disponible sur Google Play",
      id: "Temukan di Google Play",
      hrefUrl: "https://play.google.com/store/apps/details?id=id.storefront.fashion",
    },
  ].map((b, i): HomeSectionDef => {
    const imageUrl = `/media/badges/${b.store}.png`;
    media.push({ url: imageUrl, width: 270, height: 80, format: "png", spec: { kind: "app-badge", store: b.store } });
    return {
      ...base,
      sectionKey: "app_badge",
      sortOrder: i + 1,
      title: b.title,
      imageUrl,
      hrefUrl: b.hrefUrl,
      translations: { fr: { title: b.fr }, id: { title: b.id } },
    };
  });
  return [...brands, ...badges];
}

/** general_settings: the interstitial popup, the home video and the footer's contact links. */
export function buildSettings(media: MediaAsset[]): { key: string; value: string }[] {
  const interstitial = "/media/home/interstitial.webp";
  media.push(
    poster(interstitial, 800, 800, {
      title: "Diskon 10% Pembelian Pertama",
      subtitle: "Pakai kode HEMAT10 saat checkout",
      background: ["#f7efe4", "#e3c9a8"],
      align: "center",
      withText: true,
      garments: [{ garment: "tshirt", colorHex: COLORS.terracotta.hex }],
    }),
  );
  const collectionsCover = "/media/categories/all-products.webp";
  media.push(
    poster(collectionsCover, 1600, 500, {
      title: "Our Collections",
      subtitle: "Atasan dan bawahan untuk pria, wanita dan anak",
      background: ["#f3f1ec", "#dcd6cb"],
      garments: [
        { garment: "shirt", colorHex: COLORS.navy.hex },
        { garment: "jeans", colorHex: COLORS.mediumWash.hex },
        { garment: "blouse", colorHex: COLORS.sage.hex },
      ],
    }),
  );
  const storesBanner = "/media/stores/banner.webp";
  media.push(
    poster(storesBanner, 1600, 500, {
      title: "Stores",
      subtitle: "Kunjungi showroom kami di Jabodetabek, Jawa Barat, Jawa Timur dan Bali",
      background: ["#eef2ea", "#c9d6bf"],
      align: "right",
      garments: [
        { garment: "polo", colorHex: COLORS.sage.hex },
        { garment: "skirt", colorHex: COLORS.terracotta.hex },
        { garment: "hoodie", colorHex: COLORS.navy.hex },
      ],
    }),
  );
  return [
    { key: "interstitial_image", value: interstitial },
    // The popup image's text, for those who cannot see it (alt) and shown under it: one per language, `_{lang}` for others.
    { key: "interstitial_text", value: "10% off your first purchase: use code HEMAT10 at checkout." },
    {
      key: "interstitial_text_fr",
      value: "10 % de remise sur votre premier achat : utilisez le code HEMAT10 au paiement.",
    },
    { key: "interstitial_text_id", value: "Diskon 10% pembelian pertama: pakai kode HEMAT10 saat checkout." },
    // The promo code the popup offers to copy.
    { key: "interstitial_promo_code", value: "HEMAT10" },
    { key: "home_video", value: "Jq5Xb2nRk4E" },
    { key: "social_url", value: "https://www.instagram.com/storefront.id/" },
    { key: "support_email", value: "cs@storefront.co.id" },
    { key: "support_phone", value: "+62 21 5091 8800" },
    { key: "whatsapp_url", value: "https://wa.me/6281188009100" },
    { key: "chat_url", value: "https://wa.me/6281188009100?text=Halo%20Storefront" },
    { key: "contact_email", value: "hello@storefront.co.id" },
    { key: "collections_cover_image", value: collectionsCover },
    { key: "stores_banner_image", value: storesBanner },
  ];
}

const HASHTAG_LOOKS: [GarmentRef["garment"], ColorKey, GarmentRef["garment"], ColorKey, string][] = [
  ["tshirt", "putih", "jeans", "mediumWash", "Kaos putih + jeans, aman untuk segala acara"],
  ["shirt", "maroon", "chino", "khaki", "Flanel maroon di sore Bandung"],
  ["blouse", "dustyPink", "skirt", "cream", "Brunch look akhir pekan"],
  ["hoodie", "olive", "jogger", "charcoal", "Siap menembus hujan"],
  ["polo", "navy", "shorts", "khaki", "Golf pagi di Serpong"],
  ["tshirt", "kuningLemon", "shorts", "skyBlue", "Liburan si kecil di Bali"],
  ["shirt", "putih", "jeans", "darkWash", "Smart casual Jumat"],
  ["blouse", "sage", "chino", "cream", "Outfit kerja yang adem"],
  ["hoodie", "mustard", "jeans", "lightWash", "Nongkrong di Blok M"],
  ["tshirt", "hitam", "skirt", "mediumWash", "Denim skirt + kaos hitam"],
];

/** The captions in English and French, by the Indonesian one. */
const CAPTION_TRANSLATIONS: Record<string, { en: { caption: string }; fr: { caption: string } }> = {
  "Kaos putih + jeans, aman untuk segala acara": {
    en: { caption: "White tee + jeans, right for any occasion" },
    fr: { caption: "T-shirt blanc + jean, parfait en toute occasion" },
  },
  "Flanel maroon di sore Bandung": {
    en: { caption: "Maroon flannel on a Bandung afternoon" },
    fr: { caption: "Flanelle bordeaux, un après-midi à Bandung" },
  },
  "Brunch look akhir pekan": { en: { caption: "Weekend brunch look" }, fr: { caption: "Look brunch du week-end" } },
  "Siap menembus hujan": { en: { caption: "Ready for the rain" }, fr: { caption: "Paré pour la pluie" } },
  "Golf pagi di Serpong": { en: { caption: "Morning golf in Serpong" }, fr: { caption: "Golf matinal à Serpong" } },
  "Liburan si kecil di Bali": {
    en: { caption: "The little one's holiday in Bali" },
    fr: { caption: "Les vacances des petits à Bali" },
  },
  "Smart casual Jumat": { en: { caption: "Friday smart casual" }, fr: { caption: "Smart casual du vendredi" } },
  "Outfit kerja yang adem": { en: { caption: "A cool work outfit" }, fr: { caption: "Une tenue de travail légère" } },
  "Nongkrong di Blok M": { en: { caption: "Hanging out in Blok M" }, fr: { caption: "Sortie entre amis à Blok M" } },
  "Denim skirt + kaos hitam": {
    en: { caption: "Denim skirt + black tee" },
    fr: { caption: "Jupe en jean + t-shirt noir" },
  },
};

const IG_IDS = [
  "C9xQ2mNpL4a",
  "C9yR7tKvB2c",
  "CA0sP4nWq7d",
  "CA1tL8mXr3e",
  "CA2uM1oYs9f",
  "CA3vN6pZt5g",
  "CA4wO2qAu8h",
  "CA5xP9rBv1i",
  "CA6yQ3sCw4j",
  "CA7zR5tDx6k",
];

/** Static gallery photos for /hashtag, each linking to its Instagram post. */
export function buildHashtagImages(media: MediaAsset[]): HashtagImageDef[] {
  return HASHTAG_LOOKS.map(([top, topColor, bottom, bottomColor, caption], i) => {
    const imageUrl = `/media/hashtag/gayakamu-${String(i + 1).padStart(2, "0")}.webp`;
    const background: [string, string] = i % 2 === 0 ? ["#f4efe8", "#e2d6c6"] : ["#eaf0f2", "#cbd8de"];
    media.push(
      poster(imageUrl, 800, 800, {
        title: "",
        subtitle: "#GayaKamu",
        background,
        align: "center",
        withText: true,
        garments: [
          { garment: top, colorHex: COLORS[topColor].hex },
          { garment: bottom, colorHex: COLORS[bottomColor].hex },
        ],
      }),
    );
    return {
      imageUrl,
      igUrl: `https://www.instagram.com/p/${IG_IDS[i]}/`,
      caption,
      sortOrder: i + 1,
      translations: CAPTION_TRANSLATIONS[caption],
    };
  });
}
