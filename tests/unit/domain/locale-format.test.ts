import { formatApiDate, formatLocalDate, formatMoney, pluralCategory } from "@/lib/domain/locale-format";

describe("formatMoney", () => {
  it("keeps the spec's English form", () => {
    expect(formatMoney(199000, "en")).toBe("IDR 199,000");
    expect(formatMoney(1250000, "en")).toBe("IDR 1,250,000");
  });
  it("writes Rupiah the Indonesian way", () => {
    expect(formatMoney(199000, "id")).toBe("Rp 199.000");
    expect(formatMoney(0, "id")).toBe("Rp 0");
    expect(formatMoney(-15000, "id")).toBe("Rp -15.000");
  });
  it("writes French amounts with spaces and the code after", () => {
    expect(formatMoney(199000, "fr")).toBe("199\u202f000\u00a0IDR");
  });
  it("rounds to whole rupiah", () => {
    expect(formatMoney(1999.6, "id")).toBe("Rp 2.000");
  });
});

describe("formatLocalDate", () => {
  const august = new Date(2026, 7, 17, 9, 5);
  const september = new Date(2026, 8, 3, 23, 59);
  it("keeps the spec's 'D MMM YYYY' in English", () => {
    expect(formatLocalDate(august, "en")).toBe("17 Aug 2026");
    expect(formatLocalDate(september, "en")).toBe("3 Sep 2026");
    expect(formatLocalDate(august, "en", "dateTime")).toBe("17 Aug 2026 09:05");
  });
  it("uses Indonesian month names", () => {
    expect(formatLocalDate(august, "id")).toBe("17 Agu 2026");
    expect(formatLocalDate(new Date(2026, 4, 1), "id")).toBe("1 Mei 2026");
    expect(formatLocalDate(september, "id", "dateTime")).toBe("3 Sep 2026 23:59");
  });
  it("uses French month names", () => {
    expect(formatLocalDate(august, "fr")).toBe("17 août 2026");
    expect(formatLocalDate(new Date(2026, 1, 2), "fr")).toBe("2 févr. 2026");
  });
  it("reads API dates as wall-clock time and shows '-' for nothing", () => {
    expect(formatApiDate("2026-08-17 00:30:00", "id", "dateTime")).toBe("17 Agu 2026 00:30");
    expect(formatApiDate(null, "fr")).toBe("-");
    expect(formatApiDate("not a date", "id")).toBe("-");
  });
});

describe("pluralCategory", () => {
  it("follows each language's rules", () => {
    expect(pluralCategory(0, "en")).toBe("other");
    expect(pluralCategory(1, "en")).toBe("one");
    expect(pluralCategory(0, "fr")).toBe("one");
    expect(pluralCategory(1, "fr")).toBe("one");
    expect(pluralCategory(2, "fr")).toBe("other");
    expect(pluralCategory(1, "id")).toBe("other");
  });
});
