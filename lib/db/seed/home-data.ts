import { brandAndBadgeSections, buildHashtagImages, buildSettings } from "./home-extras";
import { poster, uniqueMedia, type PosterOptions } from "./media-specs";
import type { GarmentRef, HomeContent, HomeSectionDef, MediaAsset, SliderDef } from "./types";
import { homeSectionTranslations } from "./translations-data";
import { COLORS } from "./words";

const g = (garment: GarmentRef["garment"], color: keyof typeof COLORS): GarmentRef => ({
  garment,
  colorHex: COLORS[color].hex,
});

const WARM: [string, string] = ["#f7efe4", "#e8d3b9"];
const COOL: [string, string] = ["#e7eef5", "#bfd0e2"];
const SAGE: [string, string] = ["#eef2ea", "#c9d6bf"];
const NIGHT: [string, string] = ["#27324a", "#121826"];
const BLUSH: [string, string] = ["#f8ece9", "#e9c6c0"];

interface Slide {
  key: string;
  title: string;
  subtitle: string;
  href: string;
  background: [string, string];
  ink?: string;
  garments: GarmentRef[];
  /** The title and subtitle in the other languages: each language has pictures of its own (they carry the words). */
  texts: Record<"en" | "fr", { title: string; subtitle: string }>;
}

const SLIDES: Slide[] = [
  {
    key: "slider-1",
    title: "Koleksi Terbaru",
    subtitle: "Kaos, kemeja & denim yang baru tiba minggu ini",
    href: "/products?sort=NEWEST",
    background: WARM,
    garments: [g("tshirt", "sage"), g("shirt", "navy"), g("jeans", "mediumWash")],
    texts: {
      en: { title: "New Arrivals", subtitle: "T-shirts, shirts & denim, just in this week" },
      fr: { title: "Nouveautés", subtitle: "T-shirts, chemises et denim arrivés cette semaine" },
    },
  },
  {
    key: "slider-2",
    title: "Sale Hingga 40%",
    subtitle: "Harga spesial untuk pilihan favorit",
    href: "/products?sale=1",
    background: NIGHT,
    ink: "#ffffff",
    garments: [g("hoodie", "mustard"), g("polo", "maroon"), g("chino", "khaki")],
    texts: {
      en: { title: "Sale Up To 40%", subtitle: "Special prices on favourite picks" },
      fr: { title: "Soldes jusqu'à -40 %", subtitle: "Prix spéciaux sur nos favoris" },
    },
  },
  {
    key: "slider-3",
    title: "Denim Week",
    subtitle: "Slim, regular sampai loose fit",
    href: "/products?category_id=11&category_sub_id=1101",
    background: COOL,
    garments: [g("jeans", "darkWash"), g("jeans", "lightWash"), g("skirt", "mediumWash")],
    texts: {
      en: { title: "Denim Week", subtitle: "Slim, regular to loose fit" },
      fr: { title: "Semaine du denim", subtitle: "Coupes slim, regular et loose" },
    },
  },
];

/**
 * A slide's pictures and title in English and French, its pictures made by `draw` (which gives back the title): the
 * Indonesian ones are the columns' own.
 */
function slideTranslations(
  key: string,
  draw: (lang: "en" | "fr", wide: string, narrow: string) => string,
): NonNullable<SliderDef["translations"]> {
  const out: NonNullable<SliderDef["translations"]> = {};
  for (const lang of ["en", "fr"] as const) {
    const mediaUrl = `/media/home/${key}-${lang}.webp`;
    const mediaUrlMobile = `/media/home/${key}-mobile-${lang}.webp`;
    out[lang] = { title: draw(lang, mediaUrl, mediaUrlMobile), mediaUrl, mediaUrlMobile };
  }
  return out;
}

function sliders(media: MediaAsset[]): SliderDef[] {
  const rows: SliderDef[] = SLIDES.map((s, i) => {
    const mediaUrl = `/media/home/${s.key}.webp`;
    const mediaUrlMobile = `/media/home/${s.key}-mobile.webp`;
    const art = {
      title: s.title,
      subtitle: s.subtitle,
      background: s.background,
      ink: s.ink,
      garments: s.garments,
      withText: true,
    };
    media.push(poster(mediaUrl, 1920, 800, art));
    media.push(poster(mediaUrlMobile, 800, 1000, { ...art, align: "center" }));
    const translations = slideTranslations(s.key, (lang, wide, narrow) => {
      const words = { ...art, ...s.texts[lang] };
      media.push(poster(wide, 1920, 800, words), poster(narrow, 800, 1000, { ...words, align: "center" }));
      return s.texts[lang].title;
    });
    return {
      sliderType: "IMAGE",
      mediaUrl,
      mediaUrlMobile,
      youtubeVideoId: null,
      title: s.title,
      hrefUrl: s.href,
      openNewTab: false,
      sortOrder: i + 1,
      translations,
    };
  });
  const poster1 = "/media/home/slider-video-poster.webp";
  const poster2 = "/media/home/slider-video-poster-mobile.webp";
  const video = {
    title: "Lookbook Musim Hujan",
    subtitle: "Tonton video koleksinya",
    background: NIGHT,
    ink: "#ffffff",
    garments: [g("hoodie", "olive"), g("jogger", "charcoal")],
    withText: true,
  };
  media.push(poster(poster1, 1920, 800, video), poster(poster2, 800, 1000, { ...video, align: "center" }));
  const videoTexts = {
    en: { title: "Rainy Season Lookbook", subtitle: "Watch the collection's video" },
    fr: { title: "Lookbook saison des pluies", subtitle: "Regardez la vidéo de la collection" },
  };
  const videoTranslations = slideTranslations("slider-video-poster", (lang, wide, narrow) => {
    const words = { ...video, ...videoTexts[lang] };
    media.push(poster(wide, 1920, 800, words), poster(narrow, 800, 1000, { ...words, align: "center" }));
    return videoTexts[lang].title;
  });
  rows.push({
    sliderType: "YOUTUBE",
    mediaUrl: poster1,
    mediaUrlMobile: poster2,
    youtubeVideoId: "Jq5Xb2nRk4E",
    title: video.title,
    translations: videoTranslations,
    hrefUrl: null,
    openNewTab: false,
    sortOrder: 4,
  });
  return rows;
}

type Art = Pick<PosterOptions, "background" | "ink" | "garments" | "align" | "withText">;
type SectionInput = Partial<Omit<HomeSectionDef, "sectionKey" | "sortOrder">>;

function section(sectionKey: string, sortOrder: number, input: SectionInput): HomeSectionDef {
  return {
    sectionKey,
    sortOrder,
    title: null,
    subtitle: null,
    body: null,
    imageUrl: null,
    imageUrlMobile: null,
    hrefUrl: null,
    actionLabel: null,
    translations: homeSectionTranslations(sectionKey, sortOrder),
    ...input,
  };
}

/** A section row with a generated image (and, for wide images, a portrait version for phones). */
function imageSection(
  media: MediaAsset[],
  key: string,
  n: number,
  size: [number, number],
  mobile: boolean,
  input: SectionInput & { art: Art },
): HomeSectionDef {
  const { art, ...rest } = input;
  const base = `/media/home/${key.replace(/_/g, "-")}-${n}`;
  const title = (rest.title ?? "").replace(/\n/g, " ");
  media.push(poster(`${base}.webp`, size[0], size[1], { title, subtitle: rest.subtitle ?? "", ...art }));
  if (mobile)
    media.push(
      poster(`${base}-mobile.webp`, 800, 1000, { title, subtitle: rest.subtitle ?? "", ...art, align: "center" }),
    );
  return section(key, n, { ...rest, imageUrl: `${base}.webp`, imageUrlMobile: mobile ? `${base}-mobile.webp` : null });
}

function sections(media: MediaAsset[]): HomeSectionDef[] {
  const rows: HomeSectionDef[] = [];
  rows.push(
    imageSection(media, "hero", 1, [1600, 700], true, {
      title: "Gaya Harian, Harga Bersahabat",
      subtitle: "Koleksi baru setiap minggu",
      body: "Temukan kaos, kemeja dan denim favoritmu, kirim ke seluruh Indonesia atau ambil di showroom.",
      hrefUrl: "/products",
      actionLabel: "Belanja Sekarang",
      art: { background: SAGE, garments: [g("shirt", "putih"), g("chino", "khaki")] },
    }),
  );
  const banners1 = [
    [
      "Kaos Oversize Mulai 149rb",
      "Katun combed yang adem",
      "/products?category_id=9&category_sub_id=901",
      g("tshirt", "hitam"),
    ],
    ["Flanel Kotak", "Teman musim hujan", "/products?category_id=9&category_sub_id=902", g("shirt", "maroon")],
    ["Hoodie & Sweater", "Hangat tanpa gerah", "/products?category_id=9&category_sub_id=904", g("hoodie", "abuMisty")],
  ] as const;
  const banners2 = [
    [
      "Jeans Selvedge",
      "Denim 13,5 oz pilihan",
      "/products?category_id=11&category_sub_id=1101",
      g("jeans", "darkWash"),
    ],
    ["Chino Slim Fit", "Rapi untuk ke kantor", "/products?category_id=11&category_sub_id=1102", g("chino", "olive")],
    ["Rok Plisket", "Ringan dan jatuh", "/products?category_id=11&category_sub_id=1104", g("skirt", "dustyPink")],
  ] as const;
  banners1.forEach(([title, subtitle, hrefUrl, garment], i) =>
    rows.push(
      imageSection(media, "banner_slider_1", i + 1, [1200, 500], false, {
        title,
        subtitle,
        hrefUrl,
        art: { background: i === 1 ? BLUSH : WARM, garments: [garment], withText: true },
      }),
    ),
  );
  banners2.forEach(([title, subtitle, hrefUrl, garment], i) =>
    rows.push(
      imageSection(media, "banner_slider_2", i + 1, [1200, 500], false, {
        title,
        subtitle,
        hrefUrl,
        art: { background: i === 2 ? BLUSH : COOL, garments: [garment], withText: true },
      }),
    ),
  );
  const collections = [
    ["Men", "/shop/men", g("polo", "navy")],
    ["Women", "/shop/women", g("blouse", "lilac")],
    ["Kids", "/products?group_id=3", g("tshirt", "kuningLemon")],
    ["Sale", "/products?sale=1", g("hoodie", "merahCabai")],
  ] as const;
  collections.forEach(([title, hrefUrl, garment], i) =>
    rows.push(
      imageSection(media, "collection", i + 1, [600, 800], false, {
        title,
        hrefUrl,
        actionLabel: "Shop Now",
        art: { background: [WARM, BLUSH, SAGE, COOL][i], garments: [garment], align: "center" },
      }),
    ),
  );
  rows.push(
    imageSection(media, "banner_section", 1, [1600, 600], true, {
      title: "Koleksi\nMusim Hujan",
      subtitle: "Hoodie, sweater dan jogger yang hangat",
      actionLabel: "Lihat Koleksi",
      hrefUrl: "/products?category_id=9&category_sub_id=904",
      art: { background: NIGHT, ink: "#ffffff", garments: [g("hoodie", "olive"), g("jogger", "charcoal")] },
    }),
    imageSection(media, "banner_section", 2, [1600, 600], true, {
      title: "Denim\nUntuk Semua",
      subtitle: "Pria, wanita dan anak",
      actionLabel: "Belanja Jeans",
      hrefUrl: "/products?category_id=11&category_sub_id=1101",
      art: { background: COOL, garments: [g("jeans", "mediumWash"), g("shorts", "lightWash")], align: "right" },
    }),
    imageSection(media, "banner_section", 3, [1600, 600], true, {
      title: "Ambil di Toko\nTanpa Ongkir",
      subtitle: "Pilih showroom terdekat saat checkout",
      art: { background: WARM, garments: [g("shirt", "sage")] },
    }),
  );
  rows.push(
    imageSection(media, "shop_by_category", 1, [800, 1000], false, {
      title: "Men",
      hrefUrl: "/shop/men",
      actionLabel: "Shop Men",
      art: { background: COOL, garments: [g("shirt", "navy")], align: "center" },
    }),
    imageSection(media, "shop_by_category", 2, [800, 1000], false, {
      title: "Women",
      hrefUrl: "/shop/women",
      actionLabel: "Shop Women",
      art: { background: BLUSH, garments: [g("blouse", "dustyPink")], align: "center" },
    }),
  );
  rows.push(
    section("service", 1, {
      title: "Store Pickup",
      body: "Pilih outlet terdekat dan ambil pesananmu sendiri di showroom.",
      hrefUrl: "/stores",
      actionLabel: "Lihat Toko",
    }),
    section("service", 2, {
      title: "Fast Process",
      body: "Pesanan diproses dan dikirim dalam 1x24 jam setelah pembayaran.",
    }),
    section("service", 3, {
      title: "Generous Offers",
      body: "Promo musiman, bundling hemat dan diskon ongkir setiap bulan.",
    }),
    section("hashtag_section", 1, {
      title: "#GayaKamu",
      body: "Tag foto OOTD-mu dengan #GayaKamu di Instagram dan tampil di galeri kami.",
    }),
  );
  return rows;
}

/** The home page: sliders, section rows, brand logos, app badges, settings and the hashtag gallery. */
export function buildHomeContent(): HomeContent {
  const media: MediaAsset[] = [];
  const content = {
    sliders: sliders(media),
    sections: [...sections(media), ...brandAndBadgeSections(media)],
    settings: buildSettings(media),
    hashtagImages: buildHashtagImages(media),
  };
  return { ...content, media: uniqueMedia(media) };
}
