"use client";

import { useMessages } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import styles from "./site-header.module.css";

/** The search button and its overlay; the form submits to /products?search=. */
export function SearchOverlay() {
  const router = useRouter();
  const t = useMessages("common").search;
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get("search");
    setOpen(false);
    router.push(`/products?${new URLSearchParams({ search: typeof term === "string" ? term.trim() : "" }).toString()}`);
  }

  return (
    <>
      <button type="button" className={styles.iconButton} aria-label={t.open} aria-expanded={open} onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      {open ? (
        <div className={styles.searchOverlay}>
          <form action="/products" method="get" role="search" className={styles.searchForm} onSubmit={submit}>
            <label htmlFor="site-search" className="visually-hidden">{t.label}</label>
            <input ref={input} id="site-search" name="search" type="search" placeholder={t.placeholder} maxLength={100} required />
            <button type="submit">{t.submit}</button>
            <button type="button" onClick={() => setOpen(false)} aria-label={t.close}>×</button>
          </form>
        </div>
      ) : null}
    </>
  );
}
