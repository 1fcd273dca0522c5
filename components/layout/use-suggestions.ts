"use client";

import { useEffect, useState } from "react";
import { useSuggestionData } from "@/lib/api/catalog";
import type { Suggestions } from "@/lib/domain/catalog/contract";
import { SUGGEST_MIN_CHARS } from "@/lib/domain/search";

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 180;

/**
 * The suggestions for `term` (null below two characters or before the first answer). Typing is debounced: the term
 * that stayed SUGGEST_DEBOUNCE_MS is SWR's key, and SWR keeps only the newest key's answer.
 */
export function useSuggestions(term: string): Suggestions | null {
  const q = term.trim();
  const enough = q.length >= SUGGEST_MIN_CHARS;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(enough ? q : null), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, enough]);
  const data = useSuggestionData(settled);
  return enough ? data : null;
}
