"use client";

import { useLocalRouter } from "@/components/ui/use-local-router";
import { useEffect, useRef } from "react";
import { SORTS, type Sort } from "@/lib/domain/constants";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import { listingHrefWithSort, listingQuery, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import styles from "./listing.module.css";

const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

/**
 * The sort dropdown; a change reloads the listing with the sort parameter. It is a GET form of /products: without
 * JavaScript its Sort button submits it, and a choice made before hydration reloads the listing once hydrated.
 */
export function SortSelect({ filters }: { filters: ListingFilters }) {
  const router = useLocalRouter();
  const t = useMessages("catalog").listing;
  const lang = useLang();
  const select = useRef<HTMLSelectElement>(null);

  // A choice made on the server's HTML is in the select but not in React's props: follow it once hydrated.
  useEffect(() => {
    const chosen = select.current?.value ?? filters.sort;
    if (chosen !== filters.sort && isSort(chosen)) router.push(listingHrefWithSort(filters, chosen));
  }, [filters, router]);

  return (
    <form action={localHref(lang, "/products")} method="get" className={styles.sortForm}>
      {[...listingQuery(filters)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span className="visually-hidden">{t.sortBy}</span>
        <select
          ref={select}
          name="sort"
          aria-label={t.sortBy}
          value={filters.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) router.push(listingHrefWithSort(filters, event.target.value));
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">{t.sortSubmit}</button>
      </noscript>
    </form>
  );
}
