import { KNOWN_COLUMNS, REQUIRED_COLUMNS } from "../../domain/catalog-import/format";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import { unguardFormula } from "../../domain/catalog-import/csv-write";
import type { CsvRecord } from "../../domain/catalog-import/rows";
import { csvTokens, CsvSyntaxError, type CsvRecordOut } from "./csv-tokens";

/** The bytes of one file, in chunks (a file stream, or one buffer sent to the ops endpoint). */
export type ByteSource = AsyncIterable<Uint8Array>;

/** Decodes UTF-8 chunk by chunk; a byte sequence that is not UTF-8 throws, naming where. */
async function* utf8(file: string, source: ByteSource): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let offset = 0;
  for await (const chunk of source) {
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw new EncodingError(file, offset);
    }
    offset += chunk.byteLength;
  }
  try {
    yield decoder.decode();
  } catch {
    throw new EncodingError(file, offset);
  }
}

class EncodingError extends Error {
  constructor(file: string, offset: number) {
    super(
      `${file}: not UTF-8 text (a byte after position ${offset} is not UTF-8). Save it as "CSV UTF-8" and import again.`,
    );
  }
}

/** ',' or ';', whichever separates more fields of the header line (spreadsheets in Indonesian locales write ';'). */
export function detectDelimiter(headerLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** The header's problems (unknown, missing or repeated columns) in `issues`; the column names, or null if it is bad. */
function header(file: string, cells: string[], issues: ImportIssue[]): string[] | null {
  const known = KNOWN_COLUMNS[file] ?? [];
  const required = REQUIRED_COLUMNS[file] ?? [];
  const names = cells.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !known.includes(n));
  for (const name of unknown)
    issues.push({
      file,
      line: 1,
      column: name || "(empty)",
      message: `unknown column; the columns are ${known.join(", ")}`,
    });
  for (const name of required)
    if (!names.includes(name)) issues.push({ file, line: 1, column: name, message: "this column is missing" });
  const dupes = names.filter((n, i) => names.indexOf(n) !== i);
  for (const name of new Set(dupes)) issues.push({ file, line: 1, column: name, message: "this column appears twice" });
  return unknown.length === 0 && dupes.length === 0 && required.every((n) => names.includes(n)) ? names : null;
}

const CELLS_MESSAGE =
  "this row has more or fewer cells than the header line (put a cell that holds a comma or a semicolon in double quotes)";

/**
 * Streams one CSV: UTF-8 (a byte-order mark is skipped), ',' or ';' separated, the first line its header. Calls `row`
 * with each record's line number as a spreadsheet shows it (the header is line 1; a record with a line break in a
 * quoted cell gets the line it ends on) and every known column filled in. `row` may answer a promise (the importer
 * writing a full batch): reading waits for it. Problems are added to `issues`: a bad header, an unknown or missing
 * column, a broken row (reading stops there), a wrong encoding.
 */
export async function readCsv(
  file: string,
  source: ByteSource,
  issues: ImportIssue[],
  row: (line: number, record: CsvRecord) => void | Promise<void>,
): Promise<void> {
  const known = KNOWN_COLUMNS[file] ?? [];
  let head = "";
  let tokens: ReturnType<typeof csvTokens> | null = null;
  let names: string[] | null | undefined;
  let index: { column: string; at: number }[] = [];
  const take = async (records: CsvRecordOut[]) => {
    for (const { cells, line } of records) {
      if (names === undefined) {
        names = header(file, cells, issues);
        index = names ? known.map((column) => ({ column, at: names!.indexOf(column) })) : [];
        continue;
      }
      if (names === null) return;
      if (cells.length !== names.length) throw new CsvSyntaxError(line, CELLS_MESSAGE);
      // A spreadsheet saves the rows it once formatted as lines of bare separators: skipped like empty lines.
      if (cells.every((v) => v.trim() === "")) continue;
      const record: CsvRecord = {};
      // A cell the export guarded against spreadsheet formulas ("'=…") is read as the value it was.
      for (const { column, at } of index) record[column] = at < 0 ? "" : unguardFormula(cells[at]!);
      const pending = row(line, record);
      if (pending) await pending;
    }
  };
  try {
    for await (const chunk of utf8(file, source)) {
      if (!tokens) {
        head += chunk;
        if (!/\n/.test(head)) continue;
        head = head.replace(/^\uFEFF/, "");
        tokens = csvTokens(detectDelimiter(head.split(/\r?\n/, 1)[0] ?? ""));
        await take(tokens.push(head));
        continue;
      }
      await take(tokens.push(chunk));
      if (names === null) return;
    }
    if (!tokens) {
      head = head.replace(/^\uFEFF/, "");
      if (head.trim() === "")
        return void issues.push({ file, message: "the file is empty (it needs at least its header line)" });
      tokens = csvTokens(detectDelimiter(head));
      await take(tokens.push(head));
    }
    await take(tokens.end());
  } catch (error) {
    if (error instanceof EncodingError)
      return void issues.push({ file, message: error.message.slice(file.length + 2) });
    if (error instanceof CsvSyntaxError) return void issues.push({ file, line: error.line, message: error.message });
    throw error;
  }
}
