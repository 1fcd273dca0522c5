/**
 * Builds the seeded database that every integration test file copies: a PGlite folder, or a PostgreSQL
 * template database when TEST_DATABASE_URL is set. Copying a template is much faster than seeding per file.
 */
import { rmSync } from "node:fs";
import { connect } from "../lib/db/connect";
import { seedDemo } from "../lib/db/seed";
import { databaseName, pgAdmin, withDatabase } from "../tests/support/pg-admin";

export const PGLITE_TEMPLATE_DIR = ".data/test-template/pglite";

async function main() {
  const started = Date.now();
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = `${databaseName(base)}_sf_template`;
    await pgAdmin(base, [`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`, `CREATE DATABASE "${template}"`]);
    const { close } = await connect({ databaseUrl: withDatabase(base, template), poolSize: 2, prepare: seedDemo });
    await close();
  } else {
    rmSync(".data/test-template", { recursive: true, force: true });
    const { close } = await connect({ dataDir: PGLITE_TEMPLATE_DIR, prepare: seedDemo });
    await close();
  }
  console.log(`[test-template] seeded ${base ? "PostgreSQL" : "PGlite"} template in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
