/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, `+1`, `-1`, or a tab or carriage return
 * before one): Excel, LibreOffice and Google Sheets read the cell's first character. A leading apostrophe makes the
 * cell plain text there, as OWASP's "CSV Injection" advice has it. Apostrophes already in front are counted in, so a
 * value that begins with one is still read back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** The cell as written: an apostrophe in front of a value a spreadsheet would read as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value of a cell `guardFormula` wrote: its apostrophe taken off again; any other cell as it is. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** One cell as RFC 4180 writes it: quoted when it holds a separator, a quote, a line break or edge spaces. */
function cell(value: string): string {
  const safe = guardFormula(value);
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file (comma-separated, CRLF line ends, UTF-8 without a byte-order mark) of `columns` and `rows`. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | number | boolean | null | undefined>[],
): string {
  const line = (values: string[]) => values.map(cell).join(",");
  const text = (v: string | number | boolean | null | undefined) =>
    v === null || v === undefined ? "" : typeof v === "boolean" ? (v ? "yes" : "no") : String(v);
  return [line([...columns]), ...rows.map((row) => line(columns.map((c) => text(row[c]))))].join("\r\n") + "\r\n";
}
