import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { MIGRATIONS_FOLDER } from "@/lib/db/connect";
import { isShuttingDown } from "@/lib/server/lifecycle";
import { redisAnswers } from "@/lib/server/redis-check";

export interface Readiness {
  ready: boolean;
  checks: Record<string, "ok" | "failing" | "stopping" | "degraded">;
}

function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Health (GET /api/v1/health): the database answers a query. Throws when it does not, which the route answers as a
 * logged 500. Unlike readiness() it does not look at migrations, shutdown or Redis.
 */
export async function checkDatabaseAnswers(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`SELECT 1`);
}

/**
 * Ready: not stopping, the database answers and has every committed migration applied. With REDIS_URL, the shared
 * cache is checked too: `redis: "degraded"` while it does not answer, without making the instance unready (every
 * instance would be; they serve uncached from the database instead).
 */
export async function readiness(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, checks: { shutdown: "stopping" } };
  const checks: Readiness["checks"] = {};
  try {
    const db = await getDb();
    const rows = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const applied = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    checks.database = "ok";
    checks.migrations = applied >= expectedMigrations() ? "ok" : "failing";
  } catch {
    checks.database = "failing";
  }
  const ready = Object.values(checks).every((c) => c === "ok");
  if (process.env.REDIS_URL) checks.redis = (await redisAnswers(process.env.REDIS_URL)) ? "ok" : "degraded";
  return { ready, checks };
}
