import { Client } from "pg";

/** Runs admin statements (CREATE/DROP DATABASE) on the server behind a PostgreSQL URL. */
export async function pgAdmin(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  return new URL(databaseUrl).pathname.replace(/^\//, "") || "postgres";
}
