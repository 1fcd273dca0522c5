/**
 * Bench helper: writes a catalogue folder in the import format (docs/catalog-format.md) of `products` products × 6
 * sizes, 20 showrooms, and stock rows for each SKU at `perSku` of them (20: every SKU in every showroom). Streamed to
 * disk, never held whole. `npx tsx scripts/bench/import-files.ts <dir> [products] [perSku]`.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PRODUCT_COLUMNS } from "../../lib/domain/catalog-import/format";

export const BENCH_SHOWROOMS = 20;
const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
const DISTRICTS = [
  "31.72.06",
  "31.73.02",
  "31.74.05",
  "31.74.07",
  "32.73.05",
  "32.73.07",
  "32.74.01",
  "32.75.03",
  "32.76.06",
  "35.73.05",
  "35.78.05",
  "35.78.31",
  "36.03.28",
  "51.03.01",
  "51.71.03",
];
const CATEGORIES = [
  ["TOPS", ["Kaos", "Kemeja", "Polo"]],
  ["BOTTOMS", ["Celana", "Rok", "Jeans"]],
  ["DRESSES", ["Midi", "Maxi"]],
  ["KIDS", ["Atasan Anak", "Bawahan Anak"]],
] as const;
const GROUPS = [
  ["Men", "Men Basics"],
  ["Women", "Women Basics"],
  ["Kids", ""],
] as const;
const COLOURS = ["Hitam", "Putih", "Navy", "Abu", "Merah", "Hijau", "Krem", "Biru"];

/** Writes lines to a file through its buffer, waiting when the stream asks to. */
async function writeLines(file: string, header: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  let chunk = `${header}\n`;
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length > 256 * 1024) {
      if (!out.write(chunk)) await once(out, "drain");
      chunk = "";
    }
  }
  out.end(chunk);
  await once(out, "finish");
}

export const productCode = (i: number) => `BI-${String(i + 1).padStart(6, "0")}`;
export const showroomName = (s: number) => `Showroom Bench ${String(s + 1).padStart(2, "0")}`;

function* productRows(products: number): Generator<string> {
  const head = PRODUCT_COLUMNS;
  for (let i = 0; i < products; i++) {
    const [category, subs] = CATEGORIES[i % CATEGORIES.length]!;
    const [group, subGroup] = GROUPS[i % GROUPS.length]!;
    const retail = 99_000 + (i % 40) * 5_000;
    const fields: Record<string, string> = {
      product_code: productCode(i),
      name: `Produk Bench ${i + 1} ${COLOURS[i % COLOURS.length]}`,
      category,
      sub_category: subs[i % subs.length]!,
      group,
      sub_group: subGroup,
      short_description: `Bahan katun nyaman - model ${i % 97}`,
      description:
        "Kain katun 100% - jahitan rapi - nyaman dipakai sehari-hari. Cuci dengan air dingin; jangan diperas.",
      retail_price: String(retail),
      net_price: String(retail - (i % 3) * 10_000),
      discount_percent: String(i % 5 === 0 ? 10 : 0),
      weight_grams: "300",
      colour: COLOURS[i % COLOURS.length]!,
      images: `/media/products/bench-${i % 50}.webp|/media/products/bench-${(i + 1) % 50}.webp`,
      related: i > 0 ? productCode(i - 1) : "",
      active: "yes",
      created_at: "2026-07-01T00:00:00Z",
    };
    for (const [j, size] of SIZES.entries()) {
      const row = j === 0 ? fields : { product_code: fields.product_code! };
      const cells = { ...row, sku: `${fields.product_code}-${size}`, size, size_name: size };
      yield head.map((c) => (cells as Record<string, string>)[c] ?? "").join(",");
    }
  }
}

function* stockRows(products: number, perSku: number): Generator<string> {
  // Showroom by showroom (as a POS export per store), each SKU at perSku showrooms picked by its number.
  for (let s = 0; s < BENCH_SHOWROOMS; s++) {
    for (let i = 0; i < products; i++) {
      if ((s - (i % BENCH_SHOWROOMS) + BENCH_SHOWROOMS) % BENCH_SHOWROOMS >= perSku) continue;
      for (const size of SIZES) yield `${productCode(i)}-${size},${showroomName(s)},${(i + s) % 9}`;
    }
  }
}

export async function writeImportFiles(dir: string, products: number, perSku: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const categories = CATEGORIES.flatMap(([c, subs]) => [`${c},`, ...subs.map((s) => `${c},${s}`)]);
  await writeLines(path.join(dir, "categories.csv"), "category,sub_category", categories);
  const rooms = Array.from(
    { length: BENCH_SHOWROOMS },
    (_, s) =>
      `${showroomName(s)},Region ${1 + (s % 4)},Jl. Bench ${s + 1},${s < 3 ? "yes" : "no"},${DISTRICTS[s % DISTRICTS.length]}`,
  );
  await writeLines(path.join(dir, "showrooms.csv"), "name,region,address1,hub,district_code", rooms);
  await writeLines(path.join(dir, "products.csv"), PRODUCT_COLUMNS.join(","), productRows(products));
  await writeLines(path.join(dir, "stock.csv"), "sku,showroom,on_hand", stockRows(products, perSku));
}

if (process.argv[1]?.endsWith("import-files.ts")) {
  const [dir, products = "100000", perSku = "5"] = process.argv.slice(2);
  if (!dir) throw new Error("usage: import-files.ts <dir> [products] [perSku]");
  const started = Date.now();
  void writeImportFiles(dir, Number(products), Number(perSku)).then(() =>
    console.log(`written ${dir} in ${Date.now() - started} ms`),
  );
}
