import Link from "@/components/ui/local-link";
import type { ReactNode } from "react";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import type { ChromeCategory } from "@/lib/domain/site-chrome";
import type { Catalogue } from "@/lib/i18n/types";
import { CategoriesToggle } from "./categories-toggle";
import styles from "./listing.module.css";

interface CategorySidebarProps {
  categories: ChromeCategory[];
  categoryId?: number;
  categorySubId?: number;
  t: Catalogue["catalog"]["categories"];
  /** The listing's filter panel, in the same phone sheet. */
  children?: ReactNode;
  /** The phone button's name when the sheet holds more than the categories ('Filter'); else 'Categories'. */
  toggleLabel?: string;
  /** The phone sheet's close button's name. */
  closeLabel: string;
}

/**
 * Categories with their sub-categories; the current one is highlighted. On phones a button opens it as a bottom sheet
 * ('Categories', or 'Filter' with the filters).
 */
export function CategorySidebar({
  categories,
  categoryId,
  categorySubId,
  t,
  children,
  toggleLabel,
  closeLabel,
}: CategorySidebarProps) {
  return (
    <CategoriesToggle label={toggleLabel ?? t.title} closeLabel={closeLabel}>
      <nav aria-label={t.title} className={styles.sidebar}>
        <h2 className={styles.sidebarTitle}>{t.title}</h2>
        <ul>
          <li>
            <Link href="/products" aria-current={!categoryId && !categorySubId ? "page" : undefined}>
              {t.all}
            </Link>
          </li>
          {categories.map((category) => {
            const current = category.id === categoryId && !categorySubId;
            return (
              <li key={category.id}>
                <Link href={listingHref({ category_id: category.id })} aria-current={current ? "page" : undefined}>
                  {category.name}
                </Link>
                <ul>
                  {category.category_subs.map((sub) => (
                    <li key={sub.id}>
                      <Link
                        href={listingHref({ category_id: category.id, category_sub_id: sub.id })}
                        aria-current={sub.id === categorySubId ? "page" : undefined}
                      >
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </CategoriesToggle>
  );
}
