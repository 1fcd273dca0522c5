"use client";

import { useMessages } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useRef, type FormEvent, type ToggleEvent } from "react";
import styles from "./search-overlay.module.css";
import headerStyles from "./site-header.module.css";

const PANEL_ID = "site-search-panel";

/**
 * The search button and its overlay. Both are plain HTML: the button opens a native popover (Escape or a click
 * outside closes it) and the form is a GET to /products?search=, so a shopper who types before the page has
 * hydrated, or without JavaScript, loses nothing. Once hydrated, the search runs as a client navigation.
 */
export function SearchOverlay() {
  const router = useRouter();
  const t = useMessages("common").search;
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  function focusOnOpen(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState === "open") input.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get("search");
    panel.current?.hidePopover();
    router.push(`/products?${new URLSearchParams({ search: typeof term === "string" ? term.trim() : "" }).toString()}`);
  }

  return (
    <>
      <button type="button" className={headerStyles.iconButton} aria-label={t.open} popoverTarget={PANEL_ID} popoverTargetAction="show">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      <div ref={panel} id={PANEL_ID} popover="auto" className={styles.searchOverlay} onToggle={focusOnOpen}>
        <form action="/products" method="get" role="search" className={styles.searchForm} onSubmit={submit}>
          <label htmlFor="site-search" className="visually-hidden">{t.label}</label>
          <input ref={input} id="site-search" name="search" type="search" placeholder={t.placeholder} maxLength={100} required />
          <button type="submit">{t.submit}</button>
          <button type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide" aria-label={t.close}>×</button>
        </form>
      </div>
    </>
  );
}
