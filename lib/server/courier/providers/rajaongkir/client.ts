import "server-only";
import type { z } from "zod";
import { log } from "@/lib/server/log";
import { envelopeSchema, type WireRequest } from "./wire";

const TIMEOUT_MS = 10_000;

/** What a call gave: the validated data, nothing found (the API's 404), or a failure with its reason for the log. */
export type CallOutcome<T> =
  { kind: "ok"; data: T } | { kind: "not-found"; message: string } | { kind: "failed"; reason: string };

/**
 * Sends one request and validates the answer's envelope and data with zod. A 4xx or 5xx (a wrong key, a bad
 * origin, the service down), a timeout or an answer of another shape is a failure, logged with the API's own
 * message: never an empty success.
 */
export async function callRajaOngkir<S extends z.ZodType>(
  req: WireRequest,
  data: S,
  what: string,
  fetchImpl: typeof fetch,
): Promise<CallOutcome<z.output<S>>> {
  let status = 0;
  let json: unknown;
  try {
    const res = await fetchImpl(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    json = await res.json().catch(() => undefined);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${TIMEOUT_MS / 1000} s`
        : "unreachable";
    log.warn({ err: error, what }, `rajaongkir ${what}: ${reason}`);
    return { kind: "failed", reason };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return failed(what, `HTTP ${status}: the answer is not RajaOngkir's { meta, data }`);
  const { meta } = envelope.data;
  if (status === 404 || meta.code === 404) return { kind: "not-found", message: meta.message };
  if (status < 200 || status >= 300 || meta.code < 200 || meta.code >= 300)
    return failed(what, `HTTP ${status}, meta.code ${meta.code}: ${meta.message}`);
  const parsed = data.safeParse(envelope.data.data);
  if (!parsed.success)
    return failed(
      what,
      `malformed data: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join(".")} ${i.message}`)
        .join("; ")}`,
    );
  return { kind: "ok", data: parsed.data };
}

function failed(what: string, reason: string): { kind: "failed"; reason: string } {
  log.warn({ what, reason }, `rajaongkir ${what} failed`);
  return { kind: "failed", reason };
}
