import type { ContentTranslations } from "../../domain/content-translations";

type Texts = Partial<Record<"title" | "subtitle" | "body" | "actionLabel", string>>;
type Entry = { en?: Texts; fr: Texts; id: Texts };

/** The demo's category and sub-category names in French and Indonesian, by the seed's name (the English page's). */
export const CATEGORY_NAMES: Record<string, { fr: string; id: string }> = {
  TOPS: { fr: "HAUTS", id: "ATASAN" },
  BOTTOMS: { fr: "BAS", id: "BAWAHAN" },
  Kaos: { fr: "T-shirts", id: "Kaos" },
  Kemeja: { fr: "Chemises", id: "Kemeja" },
  Polo: { fr: "Polos", id: "Polo" },
  "Hoodie & Sweater": { fr: "Sweats à capuche et pulls", id: "Hoodie & Sweater" },
  Blouse: { fr: "Chemisiers", id: "Blus" },
  Jeans: { fr: "Jeans", id: "Jeans" },
  Chino: { fr: "Chinos", id: "Chino" },
  "Celana Pendek": { fr: "Shorts", id: "Celana Pendek" },
  Rok: { fr: "Jupes", id: "Rok" },
  Jogger: { fr: "Joggings", id: "Jogger" },
};

/** A name's translations as the column stores them. */
export function categoryTranslations(name: string): ContentTranslations<"name" | "coverText"> {
  const names = CATEGORY_NAMES[name];
  if (!names) return {};
  return { fr: { name: names.fr }, id: { name: names.id } };
}

/** The home sections' texts in each language, by `section_key:sort_order`; the seed's own texts are the default. */
export const HOME_SECTION_TEXTS: Record<string, Entry> = {
  "hero:1": {
    en: {
      title: "Everyday Style, Friendly Prices",
      subtitle: "New arrivals every week",
      body: "Find your favourite T-shirts, shirts and denim, delivered all over Indonesia or picked up at a showroom.",
      actionLabel: "Shop Now",
    },
    fr: {
      title: "Le style au quotidien, à petit prix",
      subtitle: "Des nouveautés chaque semaine",
      body: "Trouvez vos T-shirts, chemises et jeans préférés, livrés partout en Indonésie ou à retirer en boutique.",
      actionLabel: "Acheter",
    },
    id: {
      title: "Gaya Harian, Harga Bersahabat",
      subtitle: "Koleksi baru setiap minggu",
      actionLabel: "Belanja Sekarang",
    },
  },
  "collection:1": {
    fr: { title: "Homme", actionLabel: "Acheter" },
    id: { title: "Pria", actionLabel: "Belanja Sekarang" },
  },
  "collection:2": {
    fr: { title: "Femme", actionLabel: "Acheter" },
    id: { title: "Wanita", actionLabel: "Belanja Sekarang" },
  },
  "collection:3": {
    fr: { title: "Enfant", actionLabel: "Acheter" },
    id: { title: "Anak", actionLabel: "Belanja Sekarang" },
  },
  "collection:4": {
    fr: { title: "Soldes", actionLabel: "Acheter" },
    id: { title: "Diskon", actionLabel: "Belanja Sekarang" },
  },
  "shop_by_category:1": {
    fr: { title: "Homme", actionLabel: "Acheter Homme" },
    id: { title: "Pria", actionLabel: "Belanja Pria" },
  },
  "shop_by_category:2": {
    fr: { title: "Femme", actionLabel: "Acheter Femme" },
    id: { title: "Wanita", actionLabel: "Belanja Wanita" },
  },
  "service:1": {
    en: {
      body: "Choose the nearest outlet and pick up your order yourself at the showroom.",
      actionLabel: "See Stores",
    },
    fr: {
      title: "Retrait en boutique",
      body: "Choisissez la boutique la plus proche et retirez votre commande vous-même.",
      actionLabel: "Voir les boutiques",
    },
    id: { title: "Ambil di Toko" },
  },
  "service:2": {
    en: { body: "Orders are processed and shipped within 24 hours of payment." },
    fr: {
      title: "Traitement rapide",
      body: "Les commandes sont préparées et expédiées sous 24 heures après le paiement.",
    },
    id: { title: "Proses Cepat" },
  },
  "service:3": {
    en: { body: "Seasonal promos, bundle savings and shipping discounts every month." },
    fr: {
      title: "Offres généreuses",
      body: "Promos de saison, lots avantageux et réductions sur la livraison chaque mois.",
    },
    id: { title: "Penawaran Menarik" },
  },
  "hashtag_section:1": {
    en: { body: "Tag your OOTD photos with #GayaKamu on Instagram and appear in our gallery." },
    fr: { body: "Identifiez vos tenues du jour avec #GayaKamu sur Instagram et apparaissez dans notre galerie." },
    id: {},
  },
  "banner_section:1": {
    en: {
      title: "Rainy Season\nCollection",
      subtitle: "Warm hoodies, sweaters and joggers",
      actionLabel: "See the Collection",
    },
    fr: {
      title: "Collection\nSaison des pluies",
      subtitle: "Sweats, pulls et joggings bien chauds",
      actionLabel: "Voir la collection",
    },
    id: {},
  },
  "banner_section:2": {
    en: { title: "Denim\nFor Everyone", subtitle: "Men, women and kids", actionLabel: "Shop Jeans" },
    fr: { title: "Du denim\npour tous", subtitle: "Homme, femme et enfant", actionLabel: "Acheter des jeans" },
    id: {},
  },
  "banner_section:3": {
    en: { title: "Pick Up in Store\nNo Shipping Cost", subtitle: "Choose the nearest showroom at checkout" },
    fr: {
      title: "Retrait en boutique\nsans frais de port",
      subtitle: "Choisissez la boutique la plus proche au paiement",
    },
    id: {},
  },
};

/** A home section's translations as the column stores them (empty languages left out). */
export function homeSectionTranslations(sectionKey: string, sortOrder: number): ContentTranslations<keyof Texts> {
  const entry = HOME_SECTION_TEXTS[`${sectionKey}:${sortOrder}`];
  if (!entry) return {};
  const out: ContentTranslations<keyof Texts> = {};
  for (const lang of ["en", "fr", "id"] as const) {
    const texts = entry[lang];
    if (texts && Object.keys(texts).length > 0) out[lang] = texts;
  }
  return out;
}
