import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export interface RegionRows {
  provinces: { id: string; provinceName: string }[];
  cities: { id: string; provinceId: string; type: "Kabupaten" | "Kota"; cityName: string }[];
  subdistricts: { id: string; cityId: string; subdistrictName: string }[];
}

/** One version of the official areas: the package's version, its rows, and their SHA-256 (what decides an update). */
export interface RegionSource {
  version: string;
  rows: RegionRows;
}

interface RawArea {
  code: string;
  name: string;
}

/** The reference data set's name in the reference_data table. */
export const REGIONS_DATA = "idn-area-data";

/** Maps idn-area-data rows to our tables: official codes as ids, regencies typed from their "Kabupaten "/"Kota " prefix. */
export function toRegionRows(
  rawProvinces: RawArea[],
  rawRegencies: (RawArea & { province_code: string })[],
  rawDistricts: (RawArea & { regency_code: string })[],
): RegionRows {
  return {
    provinces: rawProvinces.map((p) => ({ id: p.code, provinceName: p.name })),
    cities: rawRegencies.map((r) => ({
      id: r.code,
      provinceId: r.province_code,
      type: r.name.startsWith("Kota ") ? "Kota" : "Kabupaten",
      cityName: r.name,
    })),
    subdistricts: rawDistricts.map((d) => ({ id: d.code, cityId: d.regency_code, subdistrictName: d.name })),
  };
}

/** The installed package's folder: read as files (the package is ESM-only, and jest and scripts load it as files too). */
export function regionPackageDir(): string {
  return path.join(process.cwd(), "node_modules", REGIONS_DATA);
}

const csvRow = z.array(z.string());

/** One CSV line into its fields: commas, and double quotes around a field with `""` for a quote (RFC 4180). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ",") {
      fields.push(field);
      field = "";
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return csvRow.parse(fields);
}

const code = z.string().regex(/^\d{2}(\.\d{2})*$/, "not an official code such as 32.73.01");
const name = z.string().trim().min(1, "empty name");
const schemas = {
  provinces: z.object({ code, name }),
  regencies: z.object({ code, province_code: code, name }),
  districts: z.object({ code, regency_code: code, name }),
};

/** Reads one of the package's CSV files, each row checked; a bad row stops the load, naming the file, line and field. */
function readCsv<K extends keyof typeof schemas>(dir: string, file: K): z.infer<(typeof schemas)[K]>[] {
  const lines = readFileSync(path.join(dir, "data", `${file}.csv`), "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? "");
  const rows: z.infer<(typeof schemas)[K]>[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === "") return;
    const values = splitCsvLine(line);
    const parsed = schemas[file].safeParse(Object.fromEntries(header.map((h, j) => [h, values[j]])));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `${REGIONS_DATA}/data/${file}.csv line ${i + 1}, ${String(issue?.path[0] ?? "row")}: ${issue?.message ?? "invalid"}`,
      );
    }
    rows.push(parsed.data as z.infer<(typeof schemas)[K]>);
  });
  return rows;
}

const versionSchema = z.object({ version: z.string().min(1) });

/** Reads the official areas shipped by the installed idn-area-data, and its version. */
export function readRegionSource(dir = regionPackageDir()): RegionSource {
  const { version } = versionSchema.parse(JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")));
  return {
    version,
    rows: toRegionRows(readCsv(dir, "provinces"), readCsv(dir, "regencies"), readCsv(dir, "districts")),
  };
}

const byId = <T extends { id: string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** SHA-256 of the rows in code order: equal rows give an equal hash whatever order the package lists them in. */
export function regionsHash(rows: RegionRows): string {
  const canonical = JSON.stringify([
    byId(rows.provinces).map((p) => [p.id, p.provinceName]),
    byId(rows.cities).map((c) => [c.id, c.provinceId, c.type, c.cityName]),
    byId(rows.subdistricts).map((s) => [s.id, s.cityId, s.subdistrictName]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
