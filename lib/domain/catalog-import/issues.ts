/** One problem in an import, named by file, line and column (a CSV) or field (home.json) where there is one. */
export interface ImportIssue {
  file: string;
  line?: number;
  column?: string;
  /** The JSON path of a home.json value (`settings.support_email`). */
  field?: string;
  message: string;
}

/** How many problems the report prints; the rest are counted. */
export const PRINTED_ISSUES = 200;

/**
 * `products.csv line 14, column retail_price: must be a whole number of rupiah ≥ 0`;
 * `home.json line 9, field settings.support_email: must be an email address (name@example.id)`.
 */
export function formatIssue(issue: ImportIssue): string {
  const where = [
    issue.file,
    issue.line !== undefined ? `line ${issue.line}` : "",
    issue.column ? `column ${issue.column}` : "",
    issue.field ? `field ${issue.field}` : "",
  ].filter(Boolean);
  return `${where[0]}${where.length > 1 ? ` ${where.slice(1).join(", ")}` : ""}: ${issue.message}`;
}

/** The first PRINTED_ISSUES problems in file and line order, then how many more there are. */
export function formatIssues(issues: readonly ImportIssue[], cap = PRINTED_ISSUES): string[] {
  const sorted = [...issues].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const lines = sorted.slice(0, cap).map(formatIssue);
  if (sorted.length > cap) lines.push(`… and ${sorted.length - cap} more problem(s)`);
  return lines;
}
