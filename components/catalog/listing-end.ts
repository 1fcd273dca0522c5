import { INFINITE_SCROLL_THRESHOLD } from "@/lib/domain/constants";

/** How far above the screen the end of the list still counts as reached (more than any page is tall). */
const FAR_ABOVE_PX = 1_000_000;

/**
 * When the end of the listing's grid counts as reached: 60 % of it in view, or anywhere above the screen, so a sentinel
 * flung past (the shopper in the long footer) still asks for the next page without scrolling back up.
 */
export const LISTING_END_OBSERVER = {
  threshold: INFINITE_SCROLL_THRESHOLD,
  rootMargin: `${FAR_ABOVE_PX}px 0px 0px 0px`,
} satisfies IntersectionObserverInit;
