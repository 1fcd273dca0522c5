import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../types";

/** Multi-row INSERTs of `size` rows each (well under PostgreSQL's 65,535 bind parameters per statement). */
export async function insertInBatches<T extends PgTable>(
  q: Queryable,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await q.insert(table).values(rows.slice(i, i + size));
  }
}

/** After inserting explicit ids, moves each identity sequence past the largest id so later inserts do not collide. */
export async function syncIdentity(q: Queryable, tableNames: readonly string[]): Promise<void> {
  for (const name of tableNames) {
    await q.execute(
      sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), coalesce((SELECT max(id) FROM ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}
