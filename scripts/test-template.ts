/**
 * Builds the seeded database that every integration test file copies: a PGlite folder, or a PostgreSQL
 * template database when TEST_DATABASE_URL is set. Copying a template is much faster than seeding per file.
 * `--drop` removes it again. Each jest run has its own (TEST_TEMPLATE_ID, tests/support/template.ts), so runs on
 * the same machine at once (CI's lanes) never rebuild a template another run is copying.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { connect } from "../lib/db/connect";
import { seedDemo } from "../lib/db/seed";
import { databaseName, pgAdmin, withDatabase } from "../tests/support/pg-admin";
import { pgliteTemplateDir, templateDatabase } from "../tests/support/template";

async function main() {
  const started = Date.now();
  const base = process.env.TEST_DATABASE_URL;
  const drop = process.argv.includes("--drop");
  if (base) {
    const template = templateDatabase(databaseName(base));
    await pgAdmin(base, [
      `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`,
      ...(drop ? [] : [`CREATE DATABASE "${template}"`]),
    ]);
    if (drop) return;
    const { close } = await connect({ databaseUrl: withDatabase(base, template), poolSize: 2, prepare: seedDemo });
    await close();
  } else {
    rmSync(path.dirname(pgliteTemplateDir()), { recursive: true, force: true });
    if (drop) return;
    const { close } = await connect({ dataDir: pgliteTemplateDir(), prepare: seedDemo });
    await close();
  }
  console.log(`[test-template] seeded ${base ? "PostgreSQL" : "PGlite"} template in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
