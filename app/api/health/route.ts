import { connection } from "next/server";

/**
 * Liveness: the process answers. No database, so a database outage never gets healthy instances restarted.
 * Answered per request (`connection()`), not prerendered: a probe must reach this process, never a cached copy.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ data: { status: "ok" } }, { headers: { "cache-control": "no-store" } });
}
