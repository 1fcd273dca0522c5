import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { handle } from "@/lib/server/http/handler";
import type { Health } from "@/lib/domain/system/routes";
import { ok } from "@/lib/server/result";

/** Readiness: answers once the database is migrated and seeded. */
export const GET = handle(async () => {
  const db = await getDb();
  await db.execute(sql`SELECT 1`);
  return ok({ status: "ok" } satisfies Health);
});
