"use client";

import dynamic from "next/dynamic";
import { searchHref } from "@/lib/domain/catalog/search-href";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import { useLocalRouter } from "@/components/ui/use-local-router";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ToggleEvent } from "react";
import type { Suggestions } from "@/lib/domain/catalog/contract";
import { useOverlayOpen } from "@/components/ui/overlays";
import { optionId, suggestionOptions } from "./search-options";
import styles from "./search-overlay.module.css";
import headerStyles from "./site-header.module.css";

const PANEL_ID = "site-search-panel";
const LISTBOX_ID = "site-search-suggestions";

// The suggestions' list (images, prices) loads on the box's first focus, not with every page; until it has, the
// combobox's listbox is there, empty.
const SearchSuggestions = dynamic(() => import("./search-suggestions").then((m) => m.SearchSuggestions), {
  ssr: false,
  loading: () => <div id={LISTBOX_ID} role="listbox" hidden />,
});
const SuggestionsRead = dynamic(() => import("./suggestions-read").then((m) => m.SuggestionsRead), { ssr: false });

/**
 * The search button and its overlay. Both are plain HTML: the button opens a native popover (Escape or a click
 * outside closes it) and the form is a GET to /products?search=, so a shopper who types before the page has
 * hydrated, or without JavaScript, loses nothing. Once hydrated, the box is an ARIA combobox with predictive
 * suggestions (arrow keys move, Enter opens the active one or searches, Escape closes them) and the search runs
 * as a client navigation.
 */
export function SearchOverlay() {
  const router = useLocalRouter();
  const t = useMessages("common").search;
  const lang = useLang();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [shown, setShown] = useState(false);
  useOverlayOpen(shown);
  // The suggestions are read from the box's first focus (or a term typed before hydration) on.
  const [reading, setReading] = useState(false);
  const [data, setData] = useState<Suggestions | null>(null);
  const options = data ? suggestionOptions(data, term) : [];
  const expanded = data !== null && !dismissed;

  // A term typed before hydration is kept by the (uncontrolled) box: suggest for it too.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    setTerm(typed);
    if (typed) setReading(true);
  }, []);
  // The overlay is a native popover: it may have been opened on the server's HTML, before this script ran.
  useEffect(() => setShown(panel.current?.matches(":popover-open") ?? false), []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function focusOnOpen(event: ToggleEvent<HTMLDivElement>) {
    setShown(event.newState === "open");
    if (event.newState === "open") input.current?.focus();
  }

  function close() {
    setActive(-1);
    panel.current?.hidePopover();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("search");
    close();
    router.push(searchHref(typeof value === "string" ? value : ""));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === "Enter" && expanded && active >= 0 && active < count) {
      event.preventDefault();
      close();
      router.push(options[active].href);
    } else if (event.key === "Escape" && expanded) {
      // The first Escape closes the suggestions; the next one closes the overlay (the popover's own behaviour).
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  }

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-label={t.open}
        popoverTarget={PANEL_ID}
        popoverTargetAction="show"
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      <div ref={panel} id={PANEL_ID} popover="auto" className={styles.searchOverlay} onToggle={focusOnOpen}>
        <form
          action={localHref(lang, "/products")}
          method="get"
          role="search"
          className={styles.searchForm}
          onSubmit={submit}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t.label}
          </label>
          <input
            ref={input}
            id="site-search"
            name="search"
            // type="text": the HTML standard allows role="combobox" on a text box, not on type="search".
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={LISTBOX_ID}
            aria-expanded={expanded}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t.placeholder}
            maxLength={100}
            required
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setActive(-1);
              setDismissed(false);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setReading(true);
              void import("./search-suggestions");
            }}
          />
          <button type="submit">{t.submit}</button>
          <button type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide" aria-label={t.close}>
            ×
          </button>
        </form>
        {reading ? <SuggestionsRead term={term} onData={setData} /> : null}
        {expanded && data ? (
          <SearchSuggestions id={LISTBOX_ID} data={data} term={term} active={active} onPick={close} />
        ) : (
          <div id={LISTBOX_ID} role="listbox" aria-label={t.suggestions} hidden />
        )}
      </div>
    </>
  );
}
