"use client";

import { useEffect } from "react";
import type { Suggestions } from "@/lib/domain/catalog/contract";
import { useSuggestions } from "./use-suggestions";

/**
 * Reads the suggestions for `term` and hands each answer to the search box (null below two characters). Rendered
 * from the box's first focus, so the read's code (SWR and the API client) loads with the shopper's first search.
 */
export function SuggestionsRead({ term, onData }: { term: string; onData: (data: Suggestions | null) => void }) {
  const data = useSuggestions(term);
  useEffect(() => onData(data), [data, onData]);
  return null;
}
