/**
 * The colour swatches a card shows (issue #51 point 2). Pure, and kept apart from the product page's (swatch-size.ts):
 * the listing's client cards carry only this.
 */

/** The most swatches a card shows; the rest are counted ("+N"). */
export const CARD_SWATCHES = 4;

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
