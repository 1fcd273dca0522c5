"use client";

import { useEffect, useRef, useState } from "react";
import type { Suggestions } from "@/lib/domain/catalog/contract";
import { SUGGEST_MIN_CHARS } from "@/lib/domain/search";

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 180;

/**
 * The suggestions for `term` (null below two characters or before the first answer). Typing is debounced; each new
 * term aborts the request in flight, and an answer is kept only if it belongs to the latest request (a sequence
 * number), so a late answer never overwrites a newer one.
 */
export function useSuggestions(term: string): Suggestions | null {
  const [data, setData] = useState<Suggestions | null>(null);
  const latest = useRef(0);
  const q = term.trim();
  const enough = q.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    const seq = ++latest.current;
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        // The API client (and the catalogue's SWR hooks beside it) load on the first term typed, not with the header.
        const { fetchSuggestions } = await import("@/lib/api/catalog");
        const found = await fetchSuggestions(q, controller.signal);
        if (found && seq === latest.current) setData(found);
      } catch {
        // Aborted by a newer term: the form still submits the search.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enough]);

  return enough ? data : null;
}
