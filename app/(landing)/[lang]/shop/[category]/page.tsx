import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { GROUP_KIDS, PAGE_SIZE } from "@/lib/domain/constants";
import { getHomePageCached, listProductsCached } from "@/lib/server/catalog/cached";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import { LANDING_GROUP, LANDING_TITLE, landingCategory } from "@/components/catalog/landing";
import styles from "@/components/catalog/landing.module.css";

// Outside the common layout: the (landing) route group has its own root layout without the site header and footer.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ category: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const which = landingCategory((await params).category);
  const title = `Shop ${LANDING_TITLE[which]}`;
  return {
    title,
    description: `Tops and bottoms for ${which} at Storefront.`,
    alternates: { canonical: `/shop/${which}` },
    openGraph: { title, url: `/shop/${which}` },
  };
}

/** Category landing /shop/{men|women}: its own menu and search form, a cover, and the newest items of the group. */
export default async function CategoryLandingPage({ params }: Props) {
  const which = landingCategory((await params).category);
  const [home, newest] = await Promise.all([
    getHomePageCached(),
    listProductsCached({ page: 1, limit: PAGE_SIZE, group_id: LANDING_GROUP[which], sale: false, sort: "NEWEST", search: "" }),
  ]);
  const cover = home.home_data.shop_by_category?.find((s) => s.href_url === `/shop/${which}`) ?? null;
  return (
    <>
      <header className={styles.top}>
        <Link href="/" className={styles.logo}>STOREFRONT</Link>
        <nav aria-label={`${LANDING_TITLE[which]} menu`} className={styles.menu}>
          <ul>
            <li><Link href="/products">Shop All</Link></li>
            <li><Link href={`/products?group_id=${GROUP_KIDS}`}>Kids</Link></li>
            <li><Link href="/hashtag">#hashtag</Link></li>
          </ul>
        </nav>
        <form action="/products" method="get" role="search" className={styles.search}>
          <label htmlFor="landing-search" className="visually-hidden">Search products</label>
          <input id="landing-search" type="search" name="search" placeholder="Search products..." maxLength={100} />
          <button type="submit" className="btn">Search</button>
        </form>
      </header>
      <main id="main">
        <section className={styles.hero}>
          {cover?.image_url ? <Image src={cover.image_url} alt="" fill preload sizes="100vw" /> : null}
          <div className={styles.heroText}>
            <h1>{LANDING_TITLE[which]}</h1>
            <div>
              <Link href="/products" className="btn">Shop Now</Link>
            </div>
          </div>
        </section>
        <section className={`container ${styles.section}`} aria-labelledby="landing-new">
          <h2 id="landing-new">New for {LANDING_TITLE[which]}</h2>
          <ul className={cardStyles.grid}>
            {newest.products.map((product) => (
              <li key={product.id}><ProductCard product={product} /></li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.foot}>© Storefront</footer>
    </>
  );
}
