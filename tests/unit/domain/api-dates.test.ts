import { readFileSync } from "node:fs";
import path from "node:path";
import { format, isValid, parse, parseISO } from "date-fns";
import { formatApiDate, formatLocalDate, parseApiDate } from "@/lib/domain/locale-format";

describe("the API's dates", () => {
  it("reads its wall-clock time, to the second or the minute", () => {
    expect(parseApiDate("2026-08-17 09:05:30")).toEqual(new Date(2026, 7, 17, 9, 5, 30));
    expect(parseApiDate("2026-08-17 09:05")).toEqual(new Date(2026, 7, 17, 9, 5));
    for (const bad of [null, undefined, "", "2026-02-30 10:00:00", "2026-08-17 24:00:00", "17 Aug 2026"]) {
      expect(parseApiDate(bad)).toBeNull();
    }
  });

  it("writes French and Indonesian dates with their own month names, in the spec's order", () => {
    const due = parseApiDate("2026-12-01 23:59:00")!;
    expect(formatLocalDate(due, "id", "dateTime")).toBe("1 Des 2026 23:59");
    expect(formatLocalDate(due, "fr", "dateTime")).toBe("1 déc. 2026 23:59");
    expect(formatLocalDate(due, "id")).toBe(formatApiDate("2026-12-01 23:59:00", "id"));
  });

  it("are written with Intl and read by one reader, with no date library in the shop's code (ADR 0012)", () => {
    const importsOf = (file: string) =>
      [...readFileSync(path.join(process.cwd(), file), "utf8").matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]);
    expect(new Set(importsOf("lib/domain/locale-format.ts"))).toEqual(new Set(["./locale-money"]));
  });
});

// date-fns is the oracle: the spec's English pattern is its 'd MMM yyyy', and its parse ('yyyy-MM-dd HH:mm:ss') and
// parseISO read the API's dates.
describe("the same answers as date-fns", () => {
  const moments = Array.from(
    { length: 12 * 31 },
    (_, i) => new Date(2026, Math.floor(i / 31), (i % 31) + 1, i % 24, i % 60),
  );

  it("writes every day of a year in English as date-fns' 'd MMM yyyy' and 'd MMM yyyy HH:mm'", () => {
    for (const date of moments) {
      expect(formatLocalDate(date, "en")).toBe(format(date, "d MMM yyyy"));
      expect(formatLocalDate(date, "en", "dateTime")).toBe(format(date, "d MMM yyyy HH:mm"));
    }
  });

  it.each([
    "2026-11-05 14:07:09",
    "2024-02-29 00:00:00",
    "2026-12-31 23:59:59",
    " 2026-01-01 08:00:00 ",
    "2026-11-05",
    "2026-11-05T14:07:09",
    "2026-11-05T14:07:09.123",
    "2026-11-05T14:07:09Z",
    "2026-11-05T14:07:09.5Z",
    "2026-11-05T14:07:09+07:00",
    "2026-11-05T14:07:09-0330",
    "2026-11-05T14:07+07",
  ])("reads %p as date-fns did", (text) => {
    const wire = parse(text.trim(), "yyyy-MM-dd HH:mm:ss", new Date(0));
    const expected = isValid(wire) ? wire : parseISO(text.trim());
    expect(parseApiDate(text)?.getTime()).toBe(expected.getTime());
  });

  it.each(["2026-02-29", "2026-13-01", "2026-11-31 10:00:00", "yesterday", "05/11/2026", ""])(
    "refuses %p as date-fns did",
    (text) => {
      expect(parseApiDate(text)).toBeNull();
      expect(isValid(parseISO(text))).toBe(false);
    },
  );

  it("reads an ISO date without a zone as local time; 24:00 is refused (date-fns read it as the next midnight)", () => {
    expect(parseApiDate("2026-11-05")).toEqual(new Date(2026, 10, 5));
    expect(parseApiDate("2026-11-05T24:00:00")).toBeNull();
  });
});
