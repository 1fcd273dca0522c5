import Link from "@/components/ui/local-link";
import { CATEGORY_BOTTOMS, CATEGORY_TOPS } from "@/lib/domain/constants";
import type { SiteChrome } from "@/lib/domain/site-chrome";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { CartButton } from "@/components/cart/cart-button";
import { MobileMenu } from "./mobile-menu";
import { SearchOverlay } from "./search-overlay";
import { StickyHeader } from "./sticky-header";
import { UserLink } from "./user-link";
import styles from "./site-header.module.css";

/**
 * The common header: the shop's promo bar and name (its home settings, else the catalogue's defaults), navigation
 * with the SALE menu, search, wishlist, user and cart; server-rendered.
 */
export function SiteHeader({ chrome, m }: { chrome: SiteChrome; m: Catalogue["common"] }) {
  const { categories, settings, shop } = chrome;
  const h = m.header;
  return (
    <header className={styles.header}>
      <p className={styles.promo}>{shop.promo_bar ?? h.promoBar}</p>
      <StickyHeader>
        <div className={styles.inner}>
          <MobileMenu categories={categories} socialUrl={settings.social_url} />
          <Link href="/" className={styles.logo} aria-label={fmt(h.home, { shop: shop.name })}>
            {shop.name.toLocaleUpperCase()}
          </Link>
          <nav aria-label={h.mainNav} className={styles.nav}>
            <ul>
              <li>
                <Link href={`/products?category_id=${CATEGORY_TOPS}`}>{h.tops}</Link>
              </li>
              <li>
                <Link href={`/products?category_id=${CATEGORY_BOTTOMS}`}>{h.bottoms}</Link>
              </li>
              <li>
                <Link href="/stores">{h.stores}</Link>
              </li>
              {settings.social_url ? (
                <li>
                  <a href={settings.social_url} target="_blank" rel="noopener noreferrer">
                    {h.social}
                  </a>
                </li>
              ) : null}
              <li className={styles.hasMenu}>
                <Link href="/products?sale=1">{h.sale}</Link>
                <ul className={styles.submenu}>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link href={`/products?sale=1&category_id=${category.id}`}>
                        {fmt(h.saleLink, { name: category.name })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            </ul>
          </nav>
          <div className={styles.icons}>
            <SearchOverlay />
            <Link href="/account/wishlist" className={styles.iconButton} aria-label={h.wishlist}>
              <svg
                aria-hidden="true"
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z" />
              </svg>
            </Link>
            <UserLink />
            <CartButton className={styles.iconButton} />
          </div>
        </div>
      </StickyHeader>
    </header>
  );
}
