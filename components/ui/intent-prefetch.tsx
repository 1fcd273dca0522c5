"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Marks the links (./local-link.tsx) whose page is prefetched on intent. */
export const INTENT_PREFETCH_ATTRIBUTE = "data-prefetch";

/** The marked link an event happened in, when it leads to a page of this origin. */
function intendedLink(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  const link = target instanceof Element ? target.closest(`a[${INTENT_PREFETCH_ATTRIBUTE}]`) : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
}

/**
 * Prefetches a link's page when the shopper shows the intent to open it: a pointer resting on it, a finger touching
 * it, the focus reaching it. One set of listeners on the document serves every link of the page, so a link hydrates
 * as plain `next/link` with its prefetch off (Next's own hover prefetch needs it on, which prefetches on sight).
 * `router.prefetch` keeps Next's bookkeeping: a page prefetched once is not fetched again.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = intendedLink(event);
      if (link) router.prefetch(link.pathname + link.search);
    };
    const options = { capture: true, passive: true };
    document.addEventListener("pointerover", onIntent, options);
    document.addEventListener("touchstart", onIntent, options);
    document.addEventListener("focusin", onIntent, options);
    return () => {
      document.removeEventListener("pointerover", onIntent, options);
      document.removeEventListener("touchstart", onIntent, options);
      document.removeEventListener("focusin", onIntent, options);
    };
  }, [router]);
  return null;
}
