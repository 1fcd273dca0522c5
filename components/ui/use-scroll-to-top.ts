"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Brings `ref`'s element to the top of the screen when `key` changes (a wizard's step, a form saved), but not on
 * the first render: a phone shopper who tapped a button at the bottom of a long step starts the next one at its top.
 * Only when the element's top is above the screen; the element's `scroll-margin-top` keeps it clear of a fixed header.
 */
export function useScrollToTopOn(key: unknown, ref: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
  }, [key, ref]);
}
