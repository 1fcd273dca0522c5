/** BENCH_DATABASE_URL: a fresh PostgreSQL database next to the given one, for the throughput part of the bench. */
import pg from "pg";

export async function freshPostgres(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || "postgres"}_sf_bench`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}
