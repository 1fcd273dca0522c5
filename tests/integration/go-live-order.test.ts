/**
 * The documented go-live order (docs/deploy.md, "Your catalogue"; docs/catalog-format.md), run as a retailer runs it
 * on a new empty database with nothing but its address set: `db:migrate`, `catalog -- import --dry-run`, `catalog --
 * import`, then the staff commands. No command loads the demo shop: the database holds only the retailer's rows.
 * On PostgreSQL (TEST_DATABASE_URL), the only database live mode starts on: skipped on PGlite. That the embedded
 * database's commands never seed either is the same rule (`markServerInstance`), proven by `tests/unit/seed/seed-gate.test.ts`.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";

const EXAMPLE = path.join(process.cwd(), "docs", "examples", "catalog");
const BASE = process.env.TEST_DATABASE_URL;
const run = BASE ? describe : describe.skip;
if (!BASE) console.warn("[go-live-order] runs on PostgreSQL only (TEST_DATABASE_URL): skipped on PGlite");

let target: { env: Record<string, string>; query(sql: string): Promise<unknown[]>; drop(): Promise<void> };

/** Only what the shell of a fresh machine has, plus the database's address: no SHOP_MODE, no SEED_DEMO. */
function bareEnv(extra: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), ...extra };
}

function npm(args: string[]): { code: number; out: string } {
  // Next's typings make NODE_ENV required, but a retailer's shell has none.
  const env = target.env as NodeJS.ProcessEnv;
  const run = spawnSync("npm", ["run", "-s", ...args], { env, encoding: "utf8", timeout: 120_000 });
  return { code: run.status ?? 1, out: `${run.stdout}${run.stderr}` };
}

beforeAll(async () => {
  if (!BASE) return;
  const name = `${databaseName(BASE)}_sf_golive_${process.pid}`;
  await pgAdmin(BASE, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
  const url = withDatabase(BASE, name);
  target = {
    env: bareEnv({ DATABASE_URL: url }),
    async query(sql) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => pgAdmin(BASE, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
  };
}, 60_000);

afterAll(async () => {
  await target?.drop();
});

const counts = async () =>
  (
    await target.query(
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM showrooms) AS showrooms,
            (SELECT count(*)::int FROM promos) AS promos, (SELECT count(*)::int FROM categories) AS categories`,
    )
  )[0];

run("going live on an empty database, in the documented order", () => {
  it("migrates without seeding", () => {
    const out = npm(["db:migrate"]);
    expect(out).toMatchObject({ code: 0 });
  }, 120_000);

  it("a dry run of the catalogue writes nothing, demo shop included", async () => {
    const out = npm(["catalog", "--", "import", EXAMPLE, "--dry-run"]);
    expect(out.out).toContain("dry run: nothing was written");
    expect(out.code).toBe(0);
    expect(await counts()).toEqual({ products: 0, showrooms: 0, promos: 0, categories: 0 });
  }, 120_000);

  it("the import writes the retailer's catalogue and nothing else", async () => {
    const out = npm(["catalog", "--", "import", EXAMPLE]);
    expect(out.code).toBe(0);
    expect(await counts()).toEqual({ products: 3, showrooms: 2, promos: 1, categories: 2 });
    const codes = await target.query("SELECT code FROM promos ORDER BY code");
    expect(codes).toEqual([{ code: "WELCOME10" }]);
  }, 120_000);

  it("the staff commands find no order and load nothing either", async () => {
    const list = npm(["ops", "--", "list"]);
    expect(list.code).toBe(0);
    const expire = npm(["ops:expire"]);
    expect(expire.out).toContain("0 order(s) expired");
    expect(await counts()).toEqual({ products: 3, showrooms: 2, promos: 1, categories: 2 });
  }, 120_000);
});
