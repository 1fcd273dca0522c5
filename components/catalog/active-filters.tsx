import Link from "@/components/ui/local-link";
import { listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import type { ListingFacets } from "@/lib/domain/catalog/facets";
import { formatMoney } from "@/lib/domain/locale-money";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import styles from "./filters.module.css";

type FilterTexts = Catalogue["catalog"]["filters"];

interface Chip {
  key: string;
  label: string;
  without: ListingFilters;
}

/** The price range as the shopper chose it ('Rp 200.000 to Rp 399.999', 'Under …', '… and over'). */
export function priceRangeLabel(min: number | undefined, max: number | undefined, t: FilterTexts, lang: Locale): string {
  if (min === undefined) return fmt(t.under, { max: formatMoney((max ?? 0) + 1, lang) });
  if (max === undefined) return fmt(t.over, { min: formatMoney(min, lang) });
  return fmt(t.between, { min: formatMoney(min, lang), max: formatMoney(max, lang) });
}

/** Each active size, colour, price range and sale filter, with the listing it leaves when removed. */
export function activeFilterChips(filters: ListingFilters, facets: ListingFacets, t: FilterTexts, lang: Locale): Chip[] {
  const colorName = new Map(facets.colors.map((c) => [c.value, c.label]));
  const chips: Chip[] = [];
  for (const size of filters.size ?? []) chips.push({ key: `size-${size}`, label: `${t.size}: ${size}`, without: { ...filters, size: filters.size!.filter((s) => s !== size) } });
  for (const color of filters.color ?? []) chips.push({ key: `color-${color}`, label: `${t.color}: ${colorName.get(color) ?? color}`, without: { ...filters, color: filters.color!.filter((c) => c !== color) } });
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    chips.push({ key: "price", label: `${t.price}: ${priceRangeLabel(filters.price_min, filters.price_max, t, lang)}`, without: { ...filters, price_min: undefined, price_max: undefined } });
  }
  if (filters.sale) chips.push({ key: "sale", label: t.sale, without: { ...filters, sale: undefined } });
  return chips;
}

/**
 * What narrows the listing, above the grid: one link per active filter that removes it, and one that clears them all.
 * Plain links (the listing's addresses), so they work without JavaScript and on the cached listing pages.
 */
export function ActiveFilters({ filters, facets, t, lang }: { filters: ListingFilters; facets: ListingFacets; t: FilterTexts; lang: Locale }) {
  const chips = activeFilterChips(filters, facets, t, lang);
  if (chips.length === 0) return null;
  const cleared = listingHref({ ...filters, size: undefined, color: undefined, price_min: undefined, price_max: undefined, sale: undefined });
  return (
    <nav aria-label={t.active} className={styles.active}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={listingHref({ ...chip.without, size: chip.without.size?.length ? chip.without.size : undefined, color: chip.without.color?.length ? chip.without.color : undefined })} aria-label={fmt(t.remove, { value: chip.label })} className={styles.activeChip}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={cleared} className={styles.clearAll}>{t.clearAll}</Link>
        </li>
      </ul>
    </nav>
  );
}
