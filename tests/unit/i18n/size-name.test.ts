import { localSizeName } from "@/lib/i18n/size-name";
import { id } from "@/lib/i18n/messages/id";
import { fr } from "@/lib/i18n/messages/fr";
import { en } from "@/lib/i18n/messages/en";

describe("a size's name in the page's language (issue #48 point 13)", () => {
  it("says the catalogue's letter, waist and age names in Indonesian and French, and keeps English as it is", () => {
    expect(localSizeName("Double Extra Large", id.product.size.names)).toBe("Dobel Ekstra Besar");
    expect(localSizeName("Small", fr.product.size.names)).toBe("Petit");
    expect(localSizeName("Waist 30", id.product.size.names)).toBe("Pinggang 30");
    expect(localSizeName("Age 2-3", id.product.size.names)).toBe("Usia 2-3 tahun");
    expect(localSizeName("Age 2-3", fr.product.size.names)).toBe("2-3 ans");
    expect(localSizeName("Medium", en.product.size.names)).toBe("Medium");
  });

  it("keeps a name of the shop's own as it is", () => {
    expect(localSizeName("All Size", id.product.size.names)).toBe("All Size");
  });
});
