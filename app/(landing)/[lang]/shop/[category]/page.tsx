import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/local-link";
import { GROUP_KIDS, PAGE_SIZE } from "@/lib/domain/constants";
import { fmt } from "@/lib/i18n/format";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { localHref } from "@/lib/i18n/route";
import { listProducts } from "@/lib/server/catalog/products";
import { getHomePage } from "@/lib/server/home/home";
import { getSiteChrome } from "@/lib/server/home/chrome";
import { shopIdentity } from "@/lib/domain/shop-identity";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import { LANDING_GROUP, landingCategory } from "@/lib/domain/catalog/landing";
import styles from "@/components/catalog/landing.module.css";
import { BUILD_PLACEHOLDER_PARAM, rejectBuildPlaceholder } from "@/lib/server/cache/build-placeholder";
import { keepPageOutOfCache } from "@/lib/server/cache/catalog-cache";
import { PageMain } from "@/components/layout/page-main";

/** The one param the build prerenders (Cache Components require one); men, women and the rest render on first request. */
export function generateStaticParams() {
  return [{ category: BUILD_PLACEHOLDER_PARAM }];
}

interface Props {
  params: Promise<{ lang: string; category: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  const t = m.catalog.landing;
  const { category } = await params;
  rejectBuildPlaceholder(category);
  const which = landingCategory(category);
  const title = fmt(t.metaTitle, { title: t.title[which] });
  const { shop } = await getSiteChrome(lang);
  return {
    title,
    description: fmt(t.description[which], { shop: shop.name }),
    alternates: pageAlternates(lang, `/shop/${which}`),
    openGraph: { title, url: localHref(lang, `/shop/${which}`) },
  };
}

/** Category landing /shop/{men|women}: its own menu and search form, a cover, and the newest items of the group. */
export default async function CategoryLandingPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  const t = m.catalog.landing;
  const search = m.common.search;
  const { category } = await params;
  rejectBuildPlaceholder(category);
  const which = landingCategory(category);
  // Every other name is served from /shop/women by the router (page-routing.ts), whose rules ignore letter case: a
  // name such as MEN or Women reaches its own page here, rendered as the landing it names but never kept.
  if (category !== which) await keepPageOutOfCache();
  const name = t.title[which];
  const [home, newest] = await Promise.all([
    getHomePage(lang),
    listProducts({
      page: 1,
      limit: PAGE_SIZE,
      group_id: LANDING_GROUP[which],
      sale: false,
      sort: "NEWEST",
      search: "",
    }),
  ]);
  const cover = home.home_data.shop_by_category?.find((s) => s.href_url === `/shop/${which}`) ?? null;
  return (
    <>
      <header className={styles.top}>
        <Link href="/" className={styles.logo}>
          STOREFRONT
        </Link>
        <nav aria-label={fmt(t.menu, { title: name })} className={styles.menu}>
          <ul>
            <li>
              <Link href="/products">{t.shopAll}</Link>
            </li>
            <li>
              <Link href={`/products?group_id=${GROUP_KIDS}`}>{t.kids}</Link>
            </li>
            <li>
              <Link href="/hashtag">{t.hashtag}</Link>
            </li>
          </ul>
        </nav>
        <form action="/products" method="get" role="search" className={styles.search}>
          <label htmlFor="landing-search" className="visually-hidden">
            {search.label}
          </label>
          <input id="landing-search" type="search" name="search" placeholder={search.placeholder} maxLength={100} />
          <button type="submit" className="btn">
            {search.submit}
          </button>
        </form>
      </header>
      <PageMain>
        <section className={styles.hero}>
          {cover?.image_url ? (
            <Image src={cover.image_url} alt="" fill sizes="100vw" loading="eager" fetchPriority="high" />
          ) : null}
          <div className={styles.heroText}>
            <h1>{name}</h1>
            <div>
              <Link href="/products" className="btn">
                {t.shopNow}
              </Link>
            </div>
          </div>
        </section>
        <section className={`container ${styles.section}`} aria-labelledby="landing-new">
          <h2 id="landing-new">{fmt(t.newFor, { title: name })}</h2>
          <ul className={cardStyles.grid}>
            {newest.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} t={m.catalog} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      </PageMain>
      <footer className={styles.foot}>
        {fmt(t.copyright, { shop: shopIdentity(home.general_settings, lang).name })}
      </footer>
    </>
  );
}
