/**
 * The colour swatches of a style (issue #51 point 2): which a card shows, and where each swatch of the product page
 * leads. Pure, shared by the server's HTML and the product page's small swatch island.
 */

/** The most swatches a card shows; the rest are counted ("+N"). */
export const CARD_SWATCHES = 4;

/** The query parameter that carries the chosen size to another colour's page (read by the purchase form). */
export const SIZE_PARAM = "size";

interface Colour {
  id: number;
}

/**
 * The swatches a card shows (at most `max`, in the style's order, the card's own colour always among them) and how
 * many more colours there are. A product without colours to offer shows none.
 */
export function cardSwatches<C extends Colour>(
  colours: readonly C[],
  ownId: number,
  max = CARD_SWATCHES,
): { shown: C[]; more: number } {
  if (colours.length < 2) return { shown: [], more: 0 };
  const shown = colours.slice(0, max);
  const own = colours.find((c) => c.id === ownId);
  if (own && !shown.includes(own)) shown[shown.length - 1] = own;
  return { shown, more: colours.length - shown.length };
}

/** A colour's page; with the size chosen on this page when that colour is made in it. */
export function swatchHref(colour: Colour & { size_codes?: readonly string[] }, size: string | null): string {
  const path = `/product/${colour.id}`;
  if (!size || !colour.size_codes?.includes(size)) return path;
  return `${path}?${new URLSearchParams({ [SIZE_PARAM]: size })}`;
}

/** The size a page's address asks for (`?size=M`), if it is one of `sizes`. */
export function sizeFromSearch(search: string, sizes: readonly string[]): string | null {
  const wanted = new URLSearchParams(search).get(SIZE_PARAM);
  return wanted !== null && sizes.includes(wanted) ? wanted : null;
}
