import { buildDemoData } from "@/lib/db/seed/demo-data";
import { swatchOf } from "@/lib/domain/catalog/colours";

describe("the colour filter's swatches", () => {
  it("gives a colour value (its lower-cased name) the hex the shop draws it in, and none to a name it does not list", () => {
    expect(swatchOf("hitam")).toBe("#1f1f22");
    expect(swatchOf("Broken White")).toBe("#ece5d6");
    expect(swatchOf("ungu terong")).toBeNull();
  });

  it("has a swatch for every colour of the demo catalogue", () => {
    const colours = new Set(buildDemoData().catalog.products.map((p) => p.colorName.toLowerCase()));
    expect([...colours].filter((c) => swatchOf(c) === null)).toEqual([]);
  });
});
