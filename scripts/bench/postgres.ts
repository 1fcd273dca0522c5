/** BENCH_DATABASE_URL: a fresh PostgreSQL database next to the given one, for the throughput part of the bench. */
import pg from "pg";

async function admin(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<name><suffix>` (dropped first if a failed run left it) next to the database of `url`; returns its URL. */
export async function freshPostgres(url: string, suffix = "_sf_bench"): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || "postgres"}${suffix}`;
  await admin(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops the database a `freshPostgres` URL names, connecting through `adminUrl` (the URL it was made from). */
export async function dropPostgres(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin(adminUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
