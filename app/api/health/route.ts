/** Liveness: the process answers. No database, so a database outage never gets healthy instances restarted. */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ data: { status: "ok" } }, { headers: { "cache-control": "no-store" } });
}
