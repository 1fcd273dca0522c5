/**
 * How long the demo seed takes on a fresh database, apart from the migrations: `npx tsx scripts/bench/seed-time.ts`
 * (PGlite in a temporary folder) or with TEST_DATABASE_URL (a scratch PostgreSQL database). Three runs each.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../../lib/db/connect";
import { seedDemo } from "../../lib/db/seed";
import { databaseName, pgAdmin, withDatabase } from "../../tests/support/pg-admin";

async function once(): Promise<number> {
  let took = 0;
  const timed = async (db: Parameters<typeof seedDemo>[0]) => {
    const started = Date.now();
    await seedDemo(db);
    took = Date.now() - started;
  };
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `${databaseName(base)}_seed_time`;
    await pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
    const { close } = await connect({ databaseUrl: withDatabase(base, name), poolSize: 2, prepare: timed });
    await close();
    await pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sf-seed-"));
    const { close } = await connect({ dataDir: path.join(dir, "pglite"), prepare: timed });
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
  return took;
}

async function main() {
  const runs = [await once(), await once(), await once()];
  console.log(`seedDemo on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${runs.join(" ms, ")} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
