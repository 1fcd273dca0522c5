import { PROMO_COLUMNS } from "@/lib/domain/catalog-import/format";
import { toCsv } from "@/lib/domain/catalog-import/csv-write";
import type { ImportIssue } from "@/lib/domain/catalog-import/issues";
import { readCsv } from "@/lib/db/catalog-import/read-csv";

/** Cells a spreadsheet would run as formulas (OWASP "CSV Injection"), and their neighbours that it would not. */
const VALUES = [
  '=HYPERLINK("https://evil.example","Klik")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "+62 21 555 0101",
  "-Sale-",
  "\t=1+1",
  "\r=1+1",
  "'=already an apostrophe",
  "''@two",
  "'a quote, then text",
  "plain; with a separator",
  "a = b",
];

async function* bytes(text: string) {
  yield new TextEncoder().encode(text);
}

async function readBack(csv: string): Promise<string[]> {
  const issues: ImportIssue[] = [];
  const read: string[] = [];
  await readCsv("promos.csv", bytes(csv), issues, (_line, record) => void read.push(record.description!));
  expect(issues).toEqual([]);
  return read;
}

describe("exported cells a spreadsheet would run as formulas", () => {
  const csv = toCsv(
    PROMO_COLUMNS,
    VALUES.map((description, i) => ({ code: `P${i}`, type: "PRODUCT", description })),
  );
  const cells = csv
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.slice(line.indexOf(",PRODUCT,") + ",PRODUCT,".length));

  it("are written behind an apostrophe, so no cell begins with =, +, -, @, a tab or a carriage return", () => {
    for (const cell of cells) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells[0]!.startsWith(`"'=HYPERLINK(""https://evil.example"",""Klik"")",`)).toBe(true);
    expect(cells[2]).toMatch(/^'\+62 21 555 0101,/);
    expect(cells[3]).toMatch(/^'-Sale-,/);
    expect(cells[4]).toMatch(/^'\t=1\+1,/);
    expect(cells[10]).toMatch(/^a = b,/);
  });

  it("are read back by the import exactly as they were", async () => {
    expect(await readBack(csv)).toEqual(VALUES);
  });

  it("and the same file saved with semicolons reads the same", async () => {
    const semicolons = toCsv(
      ["code", "type", "description"],
      [{ code: "X", type: "PRODUCT", description: "=1" }],
    ).replaceAll(",", ";");
    expect(await readBack(semicolons)).toEqual(["=1"]);
  });
});
