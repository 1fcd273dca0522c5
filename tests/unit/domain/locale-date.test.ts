import { readFileSync } from "node:fs";
import path from "node:path";
import { formatIntlDate, parseWireDate } from "@/lib/domain/locale-date";
import { formatApiDate } from "@/lib/domain/locale-format";

describe("locale-date", () => {
  it("reads the API's wall-clock time without a date library", () => {
    expect(parseWireDate("2026-08-17 09:05:30")).toEqual(new Date(2026, 7, 17, 9, 5, 30));
    expect(parseWireDate("2026-08-17 09:05")).toEqual(new Date(2026, 7, 17, 9, 5));
    for (const bad of [null, "", "2026-02-30 10:00:00", "2026-08-17T09:05:00Z", "2026-08-17 24:00:00", "17 Aug 2026"]) {
      expect(parseWireDate(bad)).toBeNull();
    }
  });

  it("writes French and Indonesian dates as locale-format does", () => {
    const due = parseWireDate("2026-12-01 23:59:00")!;
    expect(formatIntlDate(due, "id", "dateTime")).toBe("1 Des 2026 23:59");
    expect(formatIntlDate(due, "fr", "dateTime")).toBe("1 déc. 2026 23:59");
    expect(formatIntlDate(due, "id")).toBe(formatApiDate("2026-12-01 23:59:00", "id"));
  });

  it("imports no date library", () => {
    const source = readFileSync(path.join(process.cwd(), "lib/domain/locale-date.ts"), "utf8");
    expect([...source.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1])).toEqual(["./locale-money"]);
  });
});
