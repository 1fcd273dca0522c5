"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport (as much of it as `threshold` asks), and from
 * then on. A block below the first screen (the product page's delivery estimate, the recently-viewed rail, the
 * listing's next pages) loads its script and reads its data when the shopper scrolls towards it, not while the page
 * loads.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin, threshold }: Pick<IntersectionObserverInit, "rootMargin" | "threshold">,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, near]);
  return near;
}
