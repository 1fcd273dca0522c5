import type { ImportIssue } from "../../domain/catalog-import/issues";

/** A row the database refuses for a reason the files alone do not show (an id another row holds): the import rolls back. */
export class ImportConflict extends Error {
  constructor(readonly issue: ImportIssue) {
    super(issue.message);
  }
}

/** The explicit id to create a row with, refused when another row already holds it. */
export function freeId(
  id: number | null,
  taken: ReadonlySet<number>,
  issue: Omit<ImportIssue, "message">,
): { id?: number } {
  if (id === null) return {};
  if (taken.has(id)) throw new ImportConflict({ ...issue, message: `the id ${id} belongs to another row of the shop` });
  return { id };
}
