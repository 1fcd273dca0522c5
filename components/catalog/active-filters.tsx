import Link from "@/components/ui/local-link";
import { withoutExtraFilters } from "@/lib/domain/catalog/extra-filters";
import { listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import type { ListingFacets } from "@/lib/domain/catalog/facets";
import { LISTING_FILTERS } from "@/lib/domain/catalog/listing-filters";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import { rangeLabel, type FilterTexts } from "./filter-labels";
import styles from "./filters.module.css";

interface Chip {
  key: string;
  label: string;
  without: ListingFilters;
}

/** Each active filter value (one per size, colour), range (price) and sale, with the listing it leaves when removed. */
export function activeFilterChips(
  filters: ListingFilters,
  facets: ListingFacets,
  t: FilterTexts,
  lang: Locale,
): Chip[] {
  const chips: Chip[] = [];
  for (const def of LISTING_FILTERS) {
    if (def.kind === "values") {
      const [param] = def.params;
      const names = new Map(facets[def.facet].map((v) => [v.value, v.label]));
      const chosen = filters[param] ?? [];
      for (const value of chosen) {
        chips.push({
          key: `${def.id}-${value}`,
          label: `${t[def.label]}: ${names.get(value) ?? value}`,
          without: { ...filters, [param]: chosen.filter((v) => v !== value) },
        });
      }
      continue;
    }
    const [lower, upper] = def.params;
    if (filters[lower] === undefined && filters[upper] === undefined) continue;
    chips.push({
      key: def.id,
      label: `${t[def.label]}: ${rangeLabel(filters[lower], filters[upper], t, lang)}`,
      without: { ...filters, [lower]: undefined, [upper]: undefined },
    });
  }
  if (filters.sale) chips.push({ key: "sale", label: t.sale, without: { ...filters, sale: undefined } });
  return chips;
}

/**
 * What narrows the listing, above the grid: one link per active filter that removes it, and one that clears them all.
 * Plain links (the listing's addresses), so they work without JavaScript and on the cached listing pages.
 */
export function ActiveFilters({
  filters,
  facets,
  t,
  lang,
}: {
  filters: ListingFilters;
  facets: ListingFacets;
  t: FilterTexts;
  lang: Locale;
}) {
  const chips = activeFilterChips(filters, facets, t, lang);
  if (chips.length === 0) return null;
  const cleared = listingHref({ ...filters, ...withoutExtraFilters(), sale: undefined });
  return (
    <nav aria-label={t.active} className={styles.active}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            {/* An emptied value list writes no parameter (listingHref skips it). */}
            <Link
              href={listingHref(chip.without)}
              aria-label={fmt(t.remove, { value: chip.label })}
              className={styles.activeChip}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={cleared} className={styles.clearAll}>
            {t.clearAll}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
