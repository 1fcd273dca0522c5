/**
 * deploy/backup.sh and the restore drill of docs/deploy.md, on PostgreSQL: the nightly script dumps this file's
 * database (the seeded demo shop) through `docker compose exec -T postgres …`, here a stand-in that runs the same
 * command on the test server; the dump's checksum verifies, old dumps are deleted, and the dump restores, as the
 * drill restores it, into an empty database with every table's rows. PGlite has no pg_dump: skipped there.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";

const BASE = process.env.TEST_DATABASE_URL;
const run =
  BASE && spawnSync("sh", ["-c", "command -v pg_dump && command -v pg_restore"]).status === 0
    ? describe
    : describe.skip;
if (!BASE) console.warn("[deploy-backup] runs on PostgreSQL only (TEST_DATABASE_URL): skipped on PGlite");

/** Stands for `docker compose exec -T postgres CMD [-U shop -d shop] ARGS…`: CMD on the test database. */
const DOCKER_STAND_IN = `#!/bin/sh
[ "$1 $2 $3 $4" = "compose exec -T postgres" ] || { echo "unexpected docker call: $*" >&2; exit 2; }
shift 4; cmd=$1; shift
if [ "$1 $2 $3 $4" = "-U shop -d shop" ]; then shift 4; exec "$cmd" -d "$STAND_IN_DATABASE_URL" "$@"; fi
exec "$cmd" "$@"
`;

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]!.n);
    return counts;
  } finally {
    await client.end();
  }
}

run("the nightly backup and the restore drill", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  const bin = path.join(dir, "bin");
  const backups = path.join(dir, "backups");
  const restored = `${databaseName(BASE ?? "postgres://x/test")}_sf_restored_${process.pid}`;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (BASE) await pgAdmin(BASE, [`DROP DATABASE IF EXISTS "${restored}" WITH (FORCE)`]);
  });

  function backup(env: Record<string, string>) {
    return spawnSync("bash", [path.join(process.cwd(), "deploy/backup.sh")], {
      encoding: "utf8",
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        STAND_IN_DATABASE_URL: process.env.DATABASE_URL!,
        BACKUP_DIR: backups,
        ...env,
      },
    });
  }

  it("refuses to keep a backup on the host only unless told to", () => {
    const refused = backup({ BACKUP_REMOTE: "" });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("BACKUP_REMOTE is not set");
  });

  it("dumps the database with its checksum, deletes old dumps, and the dump restores with every row", async () => {
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, "docker"), DOCKER_STAND_IN);
    chmodSync(path.join(bin, "docker"), 0o755);
    mkdirSync(backups, { recursive: true });
    const old = path.join(backups, "shop-20200101T000000Z.dump");
    writeFileSync(old, "old");
    utimesSync(old, new Date("2020-01-01"), new Date("2020-01-01"));

    const made = backup({ BACKUP_REMOTE: "none" });
    expect([made.status, made.stderr]).toEqual([0, ""]);
    expect(made.stdout).toMatch(/^backup: .*shop-\d{8}T\d{6}Z\.dump \(.+\), kept on this host only\n$/);
    expect(existsSync(old)).toBe(false);
    const dumps = readdirSync(backups).sort();
    expect(dumps).toEqual([
      expect.stringMatching(/^shop-\d{8}T\d{6}Z\.dump$/),
      expect.stringMatching(/^shop-\d{8}T\d{6}Z\.dump\.sha256$/),
    ]);
    const dump = path.join(backups, dumps[0]!);
    expect(spawnSync("sha256sum", ["-c", dumps[1]!], { cwd: backups, encoding: "utf8" }).status).toBe(0);

    // The drill, steps 4 and 5: restore into an empty database, all or nothing, and compare.
    await pgAdmin(BASE!, [`DROP DATABASE IF EXISTS "${restored}" WITH (FORCE)`, `CREATE DATABASE "${restored}"`]);
    const restore = spawnSync(
      "pg_restore",
      ["-d", withDatabase(BASE!, restored), "--no-owner", "--exit-on-error", "--single-transaction", dump],
      { encoding: "utf8" },
    );
    expect([restore.status, restore.stderr]).toEqual([0, ""]);
    const live = await rowCounts(process.env.DATABASE_URL!);
    expect(live["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
    expect(live["public.product_groups"]).toBeGreaterThan(0);
    expect(await rowCounts(withDatabase(BASE!, restored))).toEqual(live);
  }, 120_000);
});
