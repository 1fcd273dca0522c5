/** One cell as RFC 4180 writes it: quoted when it holds a separator, a quote, a line break or edge spaces. */
function cell(value: string): string {
  return /[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
