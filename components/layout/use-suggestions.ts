"use client";

import { useEffect, useRef, useState } from "react";
import { apiUrl } from "@/lib/api/config";
import { SUGGEST_MIN_CHARS } from "@/lib/domain/search";

export interface SuggestionData {
  products: { id: number; name: string; price: number; image_url: string | null }[];
  categories: { id: number; name: string; kind: "category" | "sub"; href: string }[];
  search_href: string;
}

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 180;

/**
 * The suggestions for `term` (null below two characters or before the first answer). Typing is debounced; each new
 * term aborts the request in flight, and an answer is kept only if it belongs to the latest request (a sequence
 * number), so a late answer never overwrites a newer one.
 */
export function useSuggestions(term: string): SuggestionData | null {
  const [data, setData] = useState<SuggestionData | null>(null);
  const latest = useRef(0);
  const q = term.trim();
  const enough = q.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    const seq = ++latest.current;
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(apiUrl("products/suggest", { q }), { signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { data: SuggestionData };
        if (seq === latest.current) setData(body.data);
      } catch {
        // Aborted by a newer term, or offline: the form still submits the search.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enough]);

  return enough ? data : null;
}
