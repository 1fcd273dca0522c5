import { CONTENT_LANGS, translated } from "@/lib/domain/content-translations";
import { courierNote, parseCourierNote } from "@/lib/domain/checkout/courier-notes";
import { LOCALES } from "@/lib/i18n/config";
import { categoryTranslations, homeSectionTranslations } from "@/lib/db/seed/translations-data";

describe("database texts in the shopper's language", () => {
  it("knows the same languages as the interface", () => {
    expect([...CONTENT_LANGS]).toEqual([...LOCALES]);
  });

  it("shows a row's translation when there is one, and the column's text otherwise", () => {
    const translations = { id: { name: "ATASAN" }, fr: { name: " " } };
    expect(translated(translations, "id", "name", "TOPS")).toBe("ATASAN");
    expect(translated(translations, "fr", "name", "TOPS")).toBe("TOPS");
    expect(translated(translations, "en", "name", "TOPS")).toBe("TOPS");
    expect(translated({}, "id", "name", null)).toBeNull();
  });

  it("seeds the demo's categories and home texts in French and Indonesian", () => {
    expect(categoryTranslations("TOPS")).toEqual({ fr: { name: "HAUTS" }, id: { name: "ATASAN" } });
    expect(homeSectionTranslations("service", 2).id).toEqual({ title: "Proses Cepat" });
    expect(homeSectionTranslations("collection", 1)).toMatchObject({
      fr: { title: "Homme" },
      id: { title: "Pria", actionLabel: "Belanja Sekarang" },
    });
    expect(homeSectionTranslations("brand", 1)).toEqual({});
  });
});

describe("the sandbox courier's notes", () => {
  it("are read back from the English text the server sends, and any other note is left as it is", () => {
    expect(parseCourierNote(courierNote("sameDay", "08:00"))).toEqual({ key: "sameDay", params: { time: "08:00" } });
    expect(parseCourierNote(courierNote("minimumKg", 10))).toEqual({ key: "minimumKg", params: { kg: "10" } });
    expect(parseCourierNote("Hari libur tidak dikirim")).toBeNull();
  });
});
