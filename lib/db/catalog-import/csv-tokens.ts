/**
 * RFC 4180 records from text that arrives in pieces: cells separated by `delimiter`, records by LF or CRLF, a cell in
 * double quotes may hold the separator, line breaks and `""` (a quote). About three times faster than csv-parse with
 * its per-record info, which decided the import's reading time at 3.6 million rows (docs/performance.md).
 */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export const QUOTE_MESSAGE =
  'a double quote is not closed, or text follows it (write a quote inside a quoted cell as two: "")';

/** No cell of the format is near this long (the longest allowed is 10,000 characters): beyond it, a quote was not closed. */
export const MAX_CELL = 1_000_000;
const LONG_MESSAGE = `a cell is longer than ${MAX_CELL.toLocaleString("en")} characters (a double quote is probably not closed)`;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** A record's cells and the line it ends on (as a spreadsheet numbers lines: the first is 1). */
export type CsvRecordOut = { cells: string[]; line: number };

export function csvTokens(delimiter: "," | ";") {
  const sep = delimiter.charCodeAt(0);
  let cells: string[] = [];
  let field = "";
  let touched = false; // the current cell has begun (text or quotes), so a quote now is not an opening one
  let quoted = false;
  let closed = false; // a quoted cell's closing quote was just read: next is "", a separator or a line end
  let line = 1;
  let start = 1;
  const newlines = (text: string) => {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) line++;
  };
  const endRecord = (out: CsvRecordOut[]) => {
    cells.push(field);
    // An empty line (one empty cell) is skipped, as csv-parse's skip_empty_lines did.
    if (cells.length > 1 || cells[0] !== "") out.push({ cells, line });
    cells = [];
    field = "";
    touched = false;
    closed = false;
  };
  return {
    /** The records the text completes. */
    push(text: string): CsvRecordOut[] {
      const out: CsvRecordOut[] = [];
      const n = text.length;
      let i = 0;
      while (i < n) {
        if (quoted) {
          const q = text.indexOf('"', i);
          const part = text.slice(i, q < 0 ? n : q);
          newlines(part);
          field += part;
          if (field.length > MAX_CELL) throw new CsvSyntaxError(start, LONG_MESSAGE);
          if (q < 0) break;
          quoted = false;
          closed = true;
          i = q + 1;
          continue;
        }
        const c = text.charCodeAt(i);
        if (closed) {
          if (c === QUOTE) {
            field += '"';
            quoted = true;
            closed = false;
            i++;
            continue;
          }
          if (c !== sep && c !== LF && c !== CR) throw new CsvSyntaxError(start, QUOTE_MESSAGE);
          closed = false;
        }
        if (c === sep) {
          cells.push(field);
          field = "";
          touched = false;
          i++;
        } else if (c === LF) {
          endRecord(out);
          line++;
          start = line;
          i++;
        } else if (c === CR) {
          i++;
        } else if (c === QUOTE) {
          if (touched) throw new CsvSyntaxError(start, QUOTE_MESSAGE);
          quoted = true;
          touched = true;
          i++;
        } else {
          let j = i + 1;
          while (j < n) {
            const d = text.charCodeAt(j);
            if (d === sep || d === LF || d === CR || d === QUOTE) break;
            j++;
          }
          field += text.slice(i, j);
          if (field.length > MAX_CELL) throw new CsvSyntaxError(start, LONG_MESSAGE);
          touched = true;
          i = j;
        }
      }
      return out;
    },
    /** The last record (a file need not end with a line break); an open quote is an error. */
    end(): CsvRecordOut[] {
      if (quoted) throw new CsvSyntaxError(start, QUOTE_MESSAGE);
      const out: CsvRecordOut[] = [];
      if (cells.length || field !== "" || touched) endRecord(out);
      return out;
    },
  };
}
