import { duplicate, parsed, type RowBuilder } from "./assemble";
import { CATALOG_FILES } from "./format";
import type { ImportIssue } from "./issues";
import type { ImportProduct, ImportSize, ImportStock } from "./model";
import { parseRow, PRODUCT_FIELD_COLUMNS, productFields, sizeRow, stockRow, type CsvRecord } from "./rows";

/**
 * The two files that grow with the catalogue (products.csv, stock.csv: 600,000 and millions of rows) are not held:
 * each checked row goes to a sink as it is read (the importer stages it in the database), and the builders keep only
 * what later rows are checked against, in compact form (docs/catalog-format.md, "Size").
 */
export interface ProductSink {
  /** A product, at its first row; its sizes follow through `size`. */
  product(p: ImportProduct): void;
  /** A size of a product given before, with its place among the product's sizes (1, 2, …). */
  size(productCode: string, size: ImportSize, sortOrder: number): void;
}

/** What products.csv held, for the references of the files read after it. */
export interface ProductsRead {
  codes: ReadonlySet<string>;
  skus: ReadonlyMap<string, number>;
}

/** FNV-1a: a cell of a product's first row, kept as 4 bytes to compare the product's later rows with. */
function cellHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const cellHashes = (record: CsvRecord) =>
  Uint32Array.from(PRODUCT_FIELD_COLUMNS, (c) => cellHash(record[c]?.trim() ?? ""));

interface CodeEntry {
  line: number;
  cells: Uint32Array;
  sizes: number;
  ok: boolean;
}

/**
 * products.csv: one row per size; the product's fields on its first row, and equal (or empty) on the others. A later
 * row is compared with the first by the cells' hashes (a 1 in 4 billion chance of missing a different value, which
 * the import then ignores: the first row's value holds).
 */
export function productsBuilder(issues: ImportIssue[], sink: ProductSink): RowBuilder<ProductsRead> {
  const file = CATALOG_FILES.products;
  const byCode = new Map<string, CodeEntry>();
  const skuLines = new Map<string, number>();
  return {
    add(line, record) {
      const size = parseRow(sizeRow, file, line, record);
      issues.push(...size.issues);
      const codeValue = record.product_code?.trim() ?? "";
      let entry = byCode.get(codeValue);
      if (!entry && codeValue) {
        const { data, issues: bad } = parseRow(productFields, file, line, record);
        issues.push(
          ...bad.filter((i) => i.column !== "product_code" || !size.issues.some((s) => s.column === "product_code")),
        );
        entry = { line, cells: cellHashes(record), sizes: 0, ok: data !== undefined };
        byCode.set(codeValue, entry);
        if (data) sink.product({ line, fields: data, sizes: [] });
      } else if (entry) {
        for (const [i, column] of PRODUCT_FIELD_COLUMNS.entries()) {
          const value = record[column]?.trim() ?? "";
          if (value !== "" && cellHash(value) !== entry.cells[i]) {
            issues.push({
              file,
              line,
              column,
              message: `differs from line ${entry.line}, the first row of product ${codeValue} (leave it empty or equal)`,
            });
          }
        }
      }
      if (!size.data || !entry) return;
      const first = skuLines.get(size.data.sku);
      if (first !== undefined) return void issues.push(duplicate(file, line, "sku", "SKU", first));
      skuLines.set(size.data.sku, line);
      if (!entry.ok) return;
      entry.sizes++;
      sink.size(
        codeValue,
        { line, sku: size.data.sku, sizeCode: size.data.size, sizeName: size.data.size_name ?? size.data.size },
        entry.sizes,
      );
    },
    finish: () => ({ codes: new Set(byCode.keys()), skus: skuLines }),
  };
}

/** SKUs per page of the duplicate check: a page holds the first line of each of its SKUs at each showroom. */
const PAGE = 1024;

/**
 * The first line of each SKU and showroom pair, for refusing a second: one 4-byte slot per pair, in pages of SKUs
 * (600,000 SKUs at 20 showrooms: 48 MB, however many rows name them). A showroom outside `showrooms` is not tracked
 * (the row is refused as naming an unknown showroom).
 */
function pairLines(showrooms: readonly string[]) {
  const showroomIndex = new Map(showrooms.map((name, i) => [name, i]));
  const width = Math.max(1, showrooms.length);
  const skuIndex = new Map<string, number>();
  const pages: Int32Array[] = [];
  return (sku: string, showroom: string, line: number): number | undefined => {
    const room = showroomIndex.get(showroom);
    if (room === undefined) return undefined;
    let index = skuIndex.get(sku);
    if (index === undefined) skuIndex.set(sku, (index = skuIndex.size));
    const page = (pages[Math.floor(index / PAGE)] ??= new Int32Array(PAGE * width));
    const slot = (index % PAGE) * width + room;
    const first = page[slot]!;
    if (first === 0) page[slot] = line;
    return first || undefined;
  };
}

/** stock.csv: one row per SKU and showroom (a second is refused), each checked row to `sink`. */
export function stockBuilder(
  issues: ImportIssue[],
  sink: (row: ImportStock) => void,
  showrooms: readonly string[],
): RowBuilder<void> {
  const file = CATALOG_FILES.stock;
  const seen = pairLines(showrooms);
  return {
    add(line, record) {
      const data = parsed(issues, parseRow(stockRow, file, line, record));
      if (!data) return;
      const first = seen(data.sku, data.showroom, line);
      if (first !== undefined) return void issues.push(duplicate(file, line, "showroom", "SKU and showroom", first));
      sink({ line, sku: data.sku, showroom: data.showroom, onHand: data.on_hand, countedAt: data.counted_at });
    },
    finish: () => undefined,
  };
}
