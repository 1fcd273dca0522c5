import { formatIDR, formatThousands } from "@/lib/domain/money";
import { dashIfEmpty, orderNumber } from "@/lib/domain/display-text";
import { formatApiDate, parseApiDate } from "@/lib/domain/locale-format";

describe("IDR amounts", () => {
  it("are whole amounts with a thousands separator and the prefix IDR", () => {
    expect(formatIDR(1_250_000)).toBe("IDR 1,250,000");
  });

  it.each([
    [0, "IDR 0"],
    [999, "IDR 999"],
    [1_000, "IDR 1,000"],
    [12_345_678, "IDR 12,345,678"],
    [1_234_567_890, "IDR 1,234,567,890"],
  ])("show %d as %s", (amount, text) => {
    expect(formatIDR(amount)).toBe(text);
  });

  it("have no decimals", () => {
    expect(formatIDR(1_499.6)).toBe("IDR 1,500");
  });

  it("keep the sign of a negative amount after the prefix", () => {
    expect(formatIDR(-25_000)).toBe("IDR -25,000");
  });

  it("show a broken amount as zero", () => {
    expect(formatIDR(Number.NaN)).toBe("IDR 0");
  });

  it("can be shown without the prefix", () => {
    expect(formatThousands(950_000)).toBe("950,000");
  });
});

describe("order dates", () => {
  it("are shown as 'D MMM YYYY'", () => {
    expect(formatApiDate("2026-11-05 14:07:09", "en")).toBe("5 Nov 2026");
  });

  it("keep the wall-clock day of the API, late at night included", () => {
    expect(formatApiDate("2026-12-31 23:59:59", "en")).toBe("31 Dec 2026");
  });

  it("show '-' when missing or unreadable", () => {
    expect(formatApiDate(null, "en")).toBe("-");
    expect(formatApiDate("", "en")).toBe("-");
    expect(formatApiDate("yesterday", "en")).toBe("-");
  });

  it("show date and time as 'D MMM YYYY HH:mm'", () => {
    expect(formatApiDate("2026-11-05 09:03:00", "en", "dateTime")).toBe("5 Nov 2026 09:03");
    expect(formatApiDate(undefined, "en", "dateTime")).toBe("-");
  });

  it("also read an ISO date", () => {
    expect(parseApiDate("2026-11-05")?.getDate()).toBe(5);
  });
});

describe("order number", () => {
  it("is the first 8 characters of trx_ref in upper case", () => {
    expect(orderNumber("a1b2c3d4e5f6a7b8")).toBe("A1B2C3D4");
  });

  it("is the whole reference when it is shorter", () => {
    expect(orderNumber("ab12")).toBe("AB12");
  });
});

describe("missing values", () => {
  it.each([[null], [undefined], [""], ["   "]])("show '-' for %p", (value) => {
    expect(dashIfEmpty(value)).toBe("-");
  });

  it("show present values as they are", () => {
    expect(dashIfEmpty("JNE")).toBe("JNE");
    expect(dashIfEmpty(0)).toBe("0");
  });
});
