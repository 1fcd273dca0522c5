import { renderToStaticMarkup } from "react-dom/server";
import { CardSwatches } from "@/components/catalog/card-swatches";
import { catalog } from "@/lib/i18n/messages/id/catalog";

const colour = (id: number, name: string) => ({ id, color_name: name, image_url: `/media/products/${id}.webp` });
const six = [
  colour(1, "Hitam"),
  colour(2, "Putih"),
  colour(3, "Navy"),
  colour(4, "Abu"),
  colour(5, "Merah"),
  colour(6, "Hijau"),
];

/** The card's swatch links as a shopper's screen reader lists them: name, address, current or not. */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>/g)].map(([, attrs]) => ({
    label: /aria-label="([^"]*)"/.exec(attrs)?.[1],
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    current: attrs.includes('aria-current="true"'),
  }));
}

describe("a card's swatches, as the server renders them", () => {
  it("are links to each colour's page, named by colour, the card's own marked, then +N to the card's page", () => {
    const html = renderToStaticMarkup(<CardSwatches productId={2} colours={six} t={catalog.swatches} />);
    expect(html).toContain('aria-label="Warna"');
    expect(links(html)).toEqual([
      { label: "Hitam", href: "/product/1", current: false },
      { label: "Putih", href: "/product/2", current: true },
      { label: "Navy", href: "/product/3", current: false },
      { label: "Abu", href: "/product/4", current: false },
      { label: "2 warna lainnya", href: "/product/2", current: false },
    ]);
    expect(html).toContain(">+2</a>");
  });

  it("are not there for a product alone in its style", () => {
    expect(
      renderToStaticMarkup(<CardSwatches productId={1} colours={[colour(1, "Hitam")]} t={catalog.swatches} />),
    ).toBe("");
    expect(renderToStaticMarkup(<CardSwatches productId={1} colours={undefined} t={catalog.swatches} />)).toBe("");
  });
});
