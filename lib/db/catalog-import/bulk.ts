import { sql } from "drizzle-orm";
import type { Tx } from "../types";
import { rows } from "./stage";

/** From this many rows inserted into one table, its foreign keys are checked once for all rows rather than row by row. */
export const BULK_ROWS = 100_000;

/**
 * Runs `insert` (a bulk load of `table`) with the table's foreign keys checked once, set-based, when they are re-added
 * at the end, instead of one lookup per row (70% of inserting stock rows). Re-adding a foreign key validates every
 * row, so nothing unchecked is committed; the price is that the table is locked (ACCESS EXCLUSIVE) until the import's
 * transaction ends, which a bulk load of this size is close to anyway. Below BULK_ROWS it only runs `insert`.
 */
export async function withForeignKeysAfter(
  tx: Tx,
  table: string,
  count: number,
  insert: () => Promise<void>,
): Promise<void> {
  if (count < BULK_ROWS) return insert();
  const keys = await rows<{ name: string; def: string }>(
    tx,
    sql`SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = ${table}::regclass AND contype = 'f' ORDER BY conname`,
  );
  const alter = (actions: string[]) =>
    actions.length ? tx.execute(sql.raw(`ALTER TABLE ${table} ${actions.join(", ")}`)) : undefined;
  await alter(keys.map((k) => `DROP CONSTRAINT "${k.name}"`));
  await insert();
  await alter(keys.map((k) => `ADD CONSTRAINT "${k.name}" ${k.def}`));
}
