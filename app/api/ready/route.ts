import { readiness } from "@/lib/server/readiness";

/** Readiness for a load balancer: 200 when this instance should get traffic, 503 while it should not. */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state.ready ? { data: state } : { error: { message: "Not ready.", ...state } }, {
    status: state.ready ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
