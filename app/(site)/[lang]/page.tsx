import type { Metadata } from "next";
import { connection } from "next/server";
import { getHomePageCached } from "@/lib/server/catalog/cached";
import { HomeSlider } from "@/components/home/home-slider";
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

export const metadata: Metadata = {
  title: { absolute: "Storefront — Fashion for Indonesia" },
  description: "Tops and bottoms for men, women and kids: shop online with delivery across Indonesia, or pick up at our showrooms.",
  alternates: { canonical: "/" },
  openGraph: { title: "Storefront — Fashion for Indonesia", url: "/", type: "website" },
};

/** Home: everything from `master/page/home` (cached), rendered on the server; only the slider, video, newsletter and popup run script. */
export default async function HomePage() {
  await connection();
  const home = await getHomePageCached();
  const data = home.home_data;
  const settings = home.general_settings;
  const hero = data.hero?.[0];
  return (
    <main id="main">
      {home.image_sliders.length > 0 ? <HomeSlider slides={home.image_sliders} /> : null}
      {settings.home_video ? (
        <section className={styles.videoBox} aria-label="Video">
          <YouTubeSlot videoId={settings.home_video} title="Storefront video" poster={null} />
        </section>
      ) : null}
      {hero ? <Hero section={hero} /> : null}
      {data.banner_slider_1?.length ? <BannerSlider sections={data.banner_slider_1} label="Featured banners" /> : null}
      {data.banner_slider_2?.length ? <BannerSlider sections={data.banner_slider_2} label="More banners" /> : null}
      {data.collection?.length ? <Collections sections={data.collection} /> : null}
      {(data.banner_section ?? []).slice(0, 3).map((section) => <BannerSection key={section.id} section={section} />)}
      {data.shop_by_category?.length ? <ShopByCategory sections={data.shop_by_category} /> : null}
      <HashtagSection title={home.hashtag_section_title} description={home.hashtag_section_desc} images={home.hashtag_images} />
      {data.service?.length ? <Services sections={data.service} /> : null}
      {data.brand?.length ? <BrandCarousel sections={data.brand} /> : null}
      <div className={`container ${styles.bottom}`}>
        <NewsletterBox />
        {data.app_badge?.length ? <AppBadges sections={data.app_badge} /> : null}
      </div>
      {settings.interstitial_image ? <InterstitialPopup imageUrl={settings.interstitial_image} /> : null}
    </main>
  );
}
