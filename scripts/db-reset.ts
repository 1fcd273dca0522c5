/** `npm run db:reset`: drops the database (PGlite folder or PostgreSQL schema) and rebuilds it with the demo data. */
import { rmSync } from "node:fs";
import { Client } from "pg";
import { connect } from "../lib/db/connect";
import { seedDemo } from "../lib/db/seed";

async function main() {
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = `${(process.env.DATA_DIR ?? ".data").replace(/\/$/, "")}/pglite`;
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    await client.end();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { close } = await connect({ databaseUrl, dataDir, prepare: seedDemo });
  await close();
  console.log(
    `Database rebuilt with the demo shop in ${Date.now() - started} ms (${databaseUrl ? "PostgreSQL" : dataDir}).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
