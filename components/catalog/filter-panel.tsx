"use client";

import Link from "@/components/ui/local-link";
import { useLocalRouter } from "@/components/ui/use-local-router";
import { useEffect, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { hasExtraFilters, withoutExtraFilters } from "@/lib/domain/catalog/extra-filters";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import { useShopStore } from "@/stores/shop-store";
import { listingHref, listingQuery, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import styles from "./filters.module.css";

/** The listing's results heading (app/(site)/[lang]/products/listing-view.tsx). */
const RESULTS_ID = "products-heading";
/** The width under which the panel sits in the phone's drawer (components/catalog/listing.module.css). */
const inDrawer = () => window.matchMedia("(max-width: 768px)").matches;
const TO_RESULTS = "listing:to-results";

function markToResults() {
  try {
    window.sessionStorage.setItem(TO_RESULTS, "1");
  } catch {
    // No storage: the new listing opens where the router puts it.
  }
}

function scrollToResultsIfMarked() {
  try {
    if (!window.sessionStorage.getItem(TO_RESULTS)) return;
    window.sessionStorage.removeItem(TO_RESULTS);
  } catch {
    return;
  }
  document.getElementById(RESULTS_ID)?.parentElement?.scrollIntoView({ block: "start" });
}

interface FilterPanelProps {
  filters: ListingFilters;
  /** The form's fields, rendered on the server (./filter-groups.tsx). */
  children: ReactNode;
}

/**
 * The listing filters' form: its fields (./filter-groups.tsx: size, colour, price and sale, with the number of products
 * each value would leave) come rendered from the server. A GET form of /products (its Apply button works without
 * JavaScript); once hydrated a ticked box applies at once. The URL is the source of truth; the shared store's
 * `filters` mirror it (written here), and its defaults never narrow the list.
 */
export function FilterPanel({ filters, children }: FilterPanelProps) {
  const router = useLocalRouter();
  const lang = useLang();
  const t = useMessages("catalog").filters;
  const setFilters = useShopStore((s) => s.setFilters);

  // The panel is keyed by the filter set: it mounts with each new listing, which opens at its results when asked.
  useEffect(scrollToResultsIfMarked, []);

  useEffect(() => {
    const value = { min: filters.price_min ?? 0, max: filters.price_max ?? 0 };
    setFilters({ brand: [], color: filters.color ?? [], value, sortBy: filters.sort });
  }, [filters, setFilters]);

  // The form's parsing (zod) loads on the first change, not with the page. On a phone the new listing opens at its
  // results ('Found N Items'), not at the top of the page above the cover.
  const go = (form: HTMLFormElement, atResults: boolean) => {
    const data = new FormData(form);
    void import("@/lib/domain/catalog/filter-form").then(({ hrefFromForm }) => {
      const href = hrefFromForm(data, filters);
      if (atResults) markToResults();
      router.push(href, atResults ? { scroll: false } : undefined);
    });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // In the phone's drawer a tap only ticks the box: the shopper picks several, then applies them at once.
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox" && !inDrawer())
      go(event.currentTarget, false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget, inDrawer());
  };
  const hidden = [...listingQuery({ ...filters, ...withoutExtraFilters(), sale: undefined })];
  const unfiltered = listingHref({ ...filters, ...withoutExtraFilters(), sale: undefined });

  return (
    <form
      action={localHref(lang, "/products")}
      method="get"
      className={styles.panel}
      aria-label={t.title}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <h2 className={styles.title}>{t.title}</h2>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="sort" value={filters.sort} />
      {children}
      <div className={styles.actions}>
        <p className={styles.hint}>{t.applyHint}</p>
        <button type="submit" className="btn">
          {t.apply}
        </button>
        {hasExtraFilters(filters) || filters.sale ? <Link href={unfiltered}>{t.clear}</Link> : null}
      </div>
    </form>
  );
}
