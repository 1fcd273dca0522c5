import { handle } from "@/lib/server/http/handler";
import { checkDatabaseAnswers } from "@/lib/server/readiness";
import type { Health } from "@/lib/domain/system/routes";
import { ok } from "@/lib/server/result";

/** Readiness: answers once the database is migrated and seeded (lib/server/readiness.ts asks it). */
export const GET = handle(async () => {
  await checkDatabaseAnswers();
  return ok({ status: "ok" } satisfies Health);
});
