"use client";

import { useEffect } from "react";

/**
 * The overlays open on the page (menu, search, cart panel, dialogs, the language offer), counted so that one that opens
 * on its own (the home popup) can wait for the shopper to finish with the others.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  openCount += delta;
  for (const listener of listeners) listener();
}

/** Counts the calling overlay as open while `open` is true. */
export function useOverlayOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}

/**
 * Calls `callback` once no overlay is open: at once when none is, else when the last one closes. Returns a function
 * that cancels the wait.
 */
export function whenNoOverlayOpen(callback: () => void): () => void {
  if (openCount === 0) {
    callback();
    return () => {};
  }
  const listener = () => {
    if (openCount > 0) return;
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
