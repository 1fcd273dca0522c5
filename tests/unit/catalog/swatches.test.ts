import { CARD_SWATCHES, cardSwatches } from "@/lib/domain/catalog/swatches";
import { sizeFromSearch, swatchHref } from "@/lib/domain/catalog/swatch-size";

const colours = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

describe("a card's swatches", () => {
  it("shows none for a product without colours, or alone in its style", () => {
    expect(cardSwatches([], 1)).toEqual({ shown: [], more: 0 });
    expect(cardSwatches(colours(1), 1)).toEqual({ shown: [], more: 0 });
  });

  it("shows every colour up to four, and counts the rest (+N)", () => {
    expect(cardSwatches(colours(3), 2)).toEqual({ shown: colours(3), more: 0 });
    expect(cardSwatches(colours(4), 2)).toEqual({ shown: colours(4), more: 0 });
    expect(CARD_SWATCHES).toBe(4);
    expect(cardSwatches(colours(7), 2)).toEqual({ shown: colours(4), more: 3 });
  });

  it("always shows the card's own colour, in the last place when it comes later", () => {
    const { shown, more } = cardSwatches(colours(7), 6);
    expect(shown.map((c) => c.id)).toEqual([1, 2, 3, 6]);
    expect(more).toBe(3);
  });
});

describe("a product page's swatch link", () => {
  const black = ["S", "M", "L"];
  const kids = ["4-5Y", "6-7Y"];

  it("leads to the colour's page", () => {
    expect(swatchHref("/id/product/12", black, null)).toBe("/id/product/12");
  });

  it("keeps the chosen size when the colour is made in it, and drops it otherwise", () => {
    expect(swatchHref("/id/product/12", black, "M")).toBe("/id/product/12?size=M");
    expect(swatchHref("/id/product/12", black, "XL")).toBe("/id/product/12");
    expect(swatchHref("/product/13", kids, "4-5Y")).toBe("/product/13?size=4-5Y");
    expect(swatchHref("/product/14", [], "M")).toBe("/product/14");
  });

  it("is read back on the other colour's page only for one of its sizes", () => {
    expect(sizeFromSearch("?size=M", ["S", "M"])).toBe("M");
    expect(sizeFromSearch("?size=XL", ["S", "M"])).toBeNull();
    expect(sizeFromSearch("", ["S", "M"])).toBeNull();
    expect(sizeFromSearch(`?${new URLSearchParams({ size: "4-5Y" })}`, ["4-5Y"])).toBe("4-5Y");
  });
});
