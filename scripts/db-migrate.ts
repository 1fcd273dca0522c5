/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database), loads or updates
 * the reference regions (idn-area-data, lib/db/reference) and exits.
 * The deploy step before starting new instances; it never loads the demo data. Several instances starting at
 * once are safe too (they take an advisory lock), but a deploy should migrate once, first.
 */
import { connect } from "../lib/db/connect";
import { pgliteDir } from "../lib/db/paths";

async function main() {
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const { close, regions } = await connect({ databaseUrl, dataDir: pgliteDir(process.env.DATA_DIR) });
  await close();
  console.log(
    `Migrations applied in ${Date.now() - started} ms (${databaseUrl ? "PostgreSQL" : "embedded database"}).`,
  );
  const { status, version, added, renamed, retired, ms } = regions;
  console.log(
    `Regions (idn-area-data ${version}): ${status}; ${added} added, ${renamed} updated, ${retired} retired, ${ms} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(`[db:migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
