import type { Metadata } from "next";
import { getHomePage } from "@/lib/server/home/home";
import { listNewArrivals } from "@/lib/server/home/new-arrivals";
import { NewArrivals } from "@/components/home/new-arrivals";
import { RecentlyViewedSlot } from "@/components/catalog/recently-viewed-slot";
import { homeBestSellers } from "@/lib/server/home/best-sellers";
import { BestSellersRail } from "@/components/home/best-sellers-rail";
import dynamic from "next/dynamic";
import {
  AppBadges,
  BannerSection,
  BannerSlider,
  BrandCarousel,
  Collections,
  HashtagSection,
  Hero,
  Services,
  ShopByCategory,
} from "@/components/home/home-sections";
import { InterstitialPopup } from "@/components/home/interstitial-popup";
import { NewsletterBox } from "@/components/home/newsletter-box";
import { YouTubeSlot } from "@/components/home/youtube-slot";
import styles from "@/components/home/home.module.css";
import { OG_LOCALES } from "@/lib/i18n/config";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { localHref } from "@/lib/i18n/route";
import { PageMain } from "@/components/layout/page-main";
import { fmt } from "@/lib/i18n/format";
import { shopIdentity } from "@/lib/domain/shop-identity";

// The slider renders on the server with the page (its first slide is the page's largest paint); its code and the
// carousel's come in a chunk of their own, hydrated apart from the rest of the page.
const HomeSlider = dynamic(() => import("@/components/home/home-slider").then((mod) => mod.HomeSlider));

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  const shop = shopIdentity((await getHomePage(lang)).general_settings, lang);
  const title = fmt(m.home.meta.title, { shop: shop.name });
  const { description } = m.home.meta;
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(lang, "/"),
    openGraph: { title, url: localHref(lang, "/"), type: "website", locale: OG_LOCALES[lang] },
  };
}

/** Home: everything from `master/page/home` (cached), served from the page cache; only the slider, video, newsletter, popup and the cards' buttons run script. */
export default async function HomePage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  const t = m.home.sections;
  // A page of the page cache like the product page (the popup's "once per session" is the browser's); the build's
  // copy, made without a database, is never served (getHomePage's build fallback).
  const [home, newArrivals, bestSellers] = await Promise.all([getHomePage(lang), listNewArrivals(), homeBestSellers()]);
  const data = home.home_data;
  const settings = home.general_settings;
  const hero = data.hero?.[0];
  // What the popup image says (its promo code): the home settings' text in this language, else the default one.
  const popupText = settings[`interstitial_text_${lang}`] || settings.interstitial_text || null;
  return (
    <ClientMessages lang={lang} namespaces={["home"]}>
      <PageMain>
        {home.image_sliders.length > 0 ? <HomeSlider slides={home.image_sliders} /> : null}
        {settings.home_video ? (
          <section className={styles.videoBox} aria-label={m.home.video.section}>
            <YouTubeSlot
              videoId={settings.home_video}
              title={fmt(m.home.video.title, { shop: shopIdentity(settings, lang).name })}
              poster={null}
            />
          </section>
        ) : null}
        {hero ? <Hero section={hero} /> : null}
        {data.banner_slider_1?.length ? (
          <BannerSlider sections={data.banner_slider_1} label={t.featuredBanners} />
        ) : null}
        {data.banner_slider_2?.length ? <BannerSlider sections={data.banner_slider_2} label={t.moreBanners} /> : null}
        {data.collection?.length ? <Collections sections={data.collection} title={t.collections} /> : null}
        <BestSellersRail
          products={bestSellers}
          title={m.home.bestSellers.title}
          seeAll={m.home.bestSellers.seeAll}
          t={m.catalog}
          lang={lang}
        />
        {(data.banner_section ?? []).slice(0, 3).map((section) => (
          <BannerSection key={section.id} section={section} />
        ))}
        {data.shop_by_category?.length ? (
          <ShopByCategory sections={data.shop_by_category} title={t.shopByCategory} />
        ) : null}
        <HashtagSection
          title={home.hashtag_section_title}
          description={home.hashtag_section_desc}
          images={home.hashtag_images}
          m={t}
        />
        {data.service?.length ? <Services sections={data.service} label={t.services} /> : null}
        {data.brand?.length ? <BrandCarousel sections={data.brand} label={t.brands} /> : null}
        <div className={`container ${styles.bottom}`}>
          <NewsletterBox />
          {data.app_badge?.length ? <AppBadges sections={data.app_badge} label={t.appBadges} /> : null}
        </div>
        <div className="container">
          <NewArrivals products={newArrivals} t={m.catalog} lang={lang} />
          <RecentlyViewedSlot />
        </div>
        {settings.interstitial_image ? (
          <InterstitialPopup
            image={settings.interstitial_image}
            alt={popupText ?? m.home.popup.title}
            text={popupText}
            code={settings.interstitial_promo_code?.trim() || null}
          />
        ) : null}
      </PageMain>
    </ClientMessages>
  );
}
