import { parse, CsvError } from "csv-parse";
import { KNOWN_COLUMNS, REQUIRED_COLUMNS } from "../../domain/catalog-import/format";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import type { CsvRecord } from "../../domain/catalog-import/rows";

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
    super(`${file}: not UTF-8 text (a byte after position ${offset} is not UTF-8). Save it as "CSV UTF-8" and import again.`);
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

/**
 * Streams one CSV: UTF-8 (a byte-order mark is skipped), ',' or ';' separated, the first line its header. Calls `row`
 * with each record's line number as a spreadsheet shows it (the header is line 1) and every known column filled in.
 * `row` may answer a promise (the importer writing a full batch): reading waits for it. Problems are added to
 * `issues`: a bad header, an unknown or missing column, a broken row, a wrong encoding.
 */
export async function readCsv(file: string, source: ByteSource, issues: ImportIssue[], row: (line: number, record: CsvRecord) => void | Promise<void>): Promise<void> {
  const known = KNOWN_COLUMNS[file] ?? [];
  const required = REQUIRED_COLUMNS[file] ?? [];
  const text = utf8(file, source);
  let head = "";
  let parser: ReturnType<typeof parse> | null = null;
  let headerOk = true;
  const start = (firstText: string) => {
    const headerLine = firstText.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
    const p = parse({
      delimiter: detectDelimiter(headerLine), bom: true, info: true, skip_empty_lines: true, relax_quotes: false,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        const unknown = names.filter((n) => !known.includes(n));
        for (const name of unknown) issues.push({ file, line: 1, column: name || "(empty)", message: `unknown column; the columns are ${known.join(", ")}` });
        for (const name of required) if (!names.includes(name)) issues.push({ file, line: 1, column: name, message: "this column is missing" });
        const dupes = names.filter((n, i) => names.indexOf(n) !== i);
        for (const name of new Set(dupes)) issues.push({ file, line: 1, column: name, message: "this column appears twice" });
        headerOk = unknown.length === 0 && dupes.length === 0 && required.every((n) => names.includes(n));
        return names;
      },
    });
    return p;
  };
  const consume = async (p: ReturnType<typeof parse>) => {
    for await (const item of p as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      // A spreadsheet saves the rows it once formatted as lines of bare separators: skipped like empty lines.
      if (!headerOk || Object.values(item.record).every((v) => v.trim() === "")) continue;
      const record: CsvRecord = {};
      for (const column of known) record[column] = item.record[column] ?? "";
      const pending = row(item.info.lines, record);
      if (pending) await pending;
    }
  };
  let consuming: Promise<void> | null = null;
  try {
    for await (const chunk of text) {
      if (!parser) {
        head += chunk;
        if (!/\n/.test(head)) continue;
        parser = start(head);
        consuming = consume(parser);
        consuming.catch(() => undefined);
        await Promise.race([write(parser, head), consuming]);
        continue;
      }
      await Promise.race([write(parser, chunk), consuming]);
    }
    if (!parser) {
      if (head.replace(/^\uFEFF/, "").trim() === "") return void issues.push({ file, message: "the file is empty (it needs at least its header line)" });
      parser = start(head);
      consuming = consume(parser);
      consuming.catch(() => undefined);
      await Promise.race([write(parser, head), consuming]);
    }
    parser.end();
    await consuming;
  } catch (error) {
    parser?.destroy();
    await consuming?.catch(() => undefined);
    if (error instanceof EncodingError) return void issues.push({ file, message: error.message.slice(file.length + 2) });
    if (error instanceof CsvError) return void issues.push({ file, line: (error as CsvError & { lines?: number }).lines, message: csvMessage(error) });
    throw error;
  }
}

/** csv-parse's error in the retailer's words. */
function csvMessage(error: CsvError): string {
  if (error.code === "CSV_RECORD_INCONSISTENT_COLUMNS" || error.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") {
    return "this row has more or fewer cells than the header line (put a cell that holds a comma or a semicolon in double quotes)";
  }
  if (error.code === "CSV_QUOTE_NOT_CLOSED" || error.code === "CSV_INVALID_CLOSING_QUOTE" || error.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") {
    return 'a double quote is not closed, or text follows it (write a quote inside a quoted cell as two: "")';
  }
  return error.message;
}

/** Writes to the parser, waiting when its buffer is full (the stream is read as fast as rows are checked). */
function write(parser: ReturnType<typeof parse>, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (parser.write(text)) return resolve();
    const onError = (e: Error) => reject(e);
    parser.once("error", onError);
    parser.once("drain", () => {
      parser.off("error", onError);
      resolve();
    });
  });
}
