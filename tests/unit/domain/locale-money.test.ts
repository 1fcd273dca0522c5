import { readFileSync } from "node:fs";
import path from "node:path";
import { formatMoney, pluralCategory } from "@/lib/domain/locale-money";
import { formatMoney as fromLocaleFormat } from "@/lib/domain/locale-format";

/** The relative and aliased modules a source file imports. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(process.cwd(), file), "utf8");
  return [...source.matchAll(/^(?:import|export)[^;]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]);
}

describe("locale-money", () => {
  it("writes amounts in the three languages", () => {
    expect([0, 5000, 199000, 1250000].map((n) => formatMoney(n, "en"))).toEqual([
      "IDR 0",
      "IDR 5,000",
      "IDR 199,000",
      "IDR 1,250,000",
    ]);
    expect([0, 5000, 199000, 1250000].map((n) => formatMoney(n, "id"))).toEqual([
      "Rp 0",
      "Rp 5.000",
      "Rp 199.000",
      "Rp 1.250.000",
    ]);
    expect([0, 5000, 199000, 1250000].map((n) => formatMoney(n, "fr"))).toEqual([
      "0\u00a0IDR",
      "5\u202f000\u00a0IDR",
      "199\u202f000\u00a0IDR",
      "1\u202f250\u202f000\u00a0IDR",
    ]);
    expect(formatMoney(-15000, "fr")).toBe("-15\u202f000\u00a0IDR");
    expect(formatMoney(Number.NaN, "id")).toBe("Rp 0");
  });

  it("is the formatter locale-format exports", () => {
    expect(fromLocaleFormat).toBe(formatMoney);
  });

  it("gives French 'many' to a million and Indonesian one category", () => {
    expect(pluralCategory(1000000, "fr")).toBe("many");
    expect([0, 1, 2].map((n) => pluralCategory(n, "id"))).toEqual(["other", "other", "other"]);
  });

  it("carries no date library into the islands that only show prices", () => {
    expect(importsOf("lib/domain/locale-money.ts")).toEqual(["./money"]);
    expect(importsOf("lib/domain/money.ts")).toEqual([]);
    expect(importsOf("lib/i18n/client.tsx").filter((m) => /date-fns|locale-format|domain\/format/.test(m))).toEqual([]);
  });
});
