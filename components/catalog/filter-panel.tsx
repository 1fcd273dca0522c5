"use client";

import Link from "@/components/ui/local-link";
import { useLocalRouter } from "@/components/ui/use-local-router";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { hasExtraFilters, withoutExtraFilters } from "@/lib/domain/catalog/extra-filters";
import { useLang, useMessages } from "@/lib/i18n/client";
import { plural } from "@/lib/i18n/format";
import { localHref } from "@/lib/i18n/route";
import { useShopStore } from "@/stores/shop-store";
import { listingHref, listingQuery, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import styles from "./filters.module.css";

/** The listing's results heading (app/(site)/[lang]/products/listing-view.tsx). */
const RESULTS_ID = "products-heading";
/** The form's id: its submit button sits after it, at the foot of the phone's sheet (./categories-toggle.tsx). */
const FORM_ID = "listing-filters";
/** The width under which the panel sits in the phone's sheet (components/catalog/listing.module.css). */
const inDrawer = () => window.matchMedia("(max-width: 768px)").matches;
const TO_RESULTS = "listing:to-results";
/** A price typed digit by digit is counted once the shopper pauses. */
const TYPING_PAUSE_MS = 400;
/** The count of a choice not yet applied: its read loads on the first change in the sheet. */
const DraftCount = lazy(() => import("./draft-count"));

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

/** Closes the phone's sheet (a native popover) the form sits in, if it is open. */
function closeSheet(form: HTMLFormElement) {
  const sheet = form.closest<HTMLElement>("[popover]");
  if (sheet?.matches(":popover-open")) sheet.hidePopover();
}

interface FilterPanelProps {
  filters: ListingFilters;
  /** How many products the listing holds (its 'Found N Items'). */
  total: number;
  /** The form's fields, rendered on the server (./filter-groups.tsx). */
  children: ReactNode;
}

/**
 * The listing filters' form: its fields (./filter-groups.tsx: size, colour, price and sale, with the number of products
 * each value would leave) come rendered from the server. A GET form of /products (its Apply button works without
 * JavaScript); once hydrated a ticked box applies at once, but in the phone's sheet, where the shopper ticks several
 * and the button counts the products they would show ('Show N products', read as they tick). The URL is the source of
 * truth; the shared store's `filters` mirror it (written here), and its defaults never narrow the list.
 */
export function FilterPanel({ filters, total, children }: FilterPanelProps) {
  const router = useLocalRouter();
  const lang = useLang();
  const t = useMessages("catalog").filters;
  const setFilters = useShopStore((s) => s.setFilters);
  const hydrated = useIsHydrated();
  // The filters the form holds now, once the shopper has changed one (null: the listing's own).
  const [draft, setDraft] = useState<ListingFilters | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The panel is keyed by the filter set: it mounts with each new listing, which opens at its results when asked.
  useEffect(scrollToResultsIfMarked, []);
  useEffect(() => () => clearTimeout(typing.current), []);

  useEffect(() => {
    const value = { min: filters.price_min ?? 0, max: filters.price_max ?? 0 };
    setFilters({ brand: [], color: filters.color ?? [], value, sortBy: filters.sort });
  }, [filters, setFilters]);

  // The form's parsing (zod) loads on the first change, not with the page.
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return import("@/lib/domain/catalog/filter-form").then(({ filtersFromForm }) => filtersFromForm(data, filters));
  };
  // On a phone the new listing opens at its results ('Found N Items'), not at the top of the page above the cover.
  const go = (form: HTMLFormElement, atResults: boolean) => {
    void read(form).then((next) => {
      if (atResults) markToResults();
      closeSheet(form);
      router.push(listingHref(next), atResults ? { scroll: false } : undefined);
    });
  };
  const recount = (form: HTMLFormElement) => void read(form).then(setDraft);
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const box = event.target instanceof HTMLInputElement && event.target.type === "checkbox";
    // In the phone's sheet a tap only ticks the box: the shopper picks several, then shows them at once.
    if (box && !inDrawer()) return go(form, false);
    clearTimeout(typing.current);
    if (box) recount(form);
    else typing.current = setTimeout(() => recount(form), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget, inDrawer());
  };
  const hidden = [...listingQuery({ ...filters, ...withoutExtraFilters(), sale: undefined })];
  const unfiltered = listingHref({ ...filters, ...withoutExtraFilters(), sale: undefined });
  // Without script the button cannot count a choice not yet sent: it says 'Apply filters'.
  const showing = (count: number) => plural(count, t.showOne, t.showOther, lang);
  const label = !hydrated ? (
    t.apply
  ) : draft ? (
    <Suspense fallback={showing(total)}>
      <DraftCount draft={draft} total={total}>
        {showing}
      </DraftCount>
    </Suspense>
  ) : (
    showing(total)
  );

  return (
    <>
      <form
        id={FORM_ID}
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
        <p className={styles.hint}>{t.applyHint}</p>
        {hasExtraFilters(filters) || filters.sale ? (
          <p className={styles.clear}>
            <Link href={unfiltered}>{t.clear}</Link>
          </p>
        ) : null}
      </form>
      {/* The form's submit button, after it: the foot of the sheet it sticks to spans the categories as well. */}
      <div className={styles.actions}>
        <button type="submit" form={FORM_ID} className={`btn ${styles.apply}`}>
          {label}
        </button>
      </div>
    </>
  );
}
