import "server-only";
import type { Failure, Result } from "../result";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side, please try again.";

/** Success envelope: `{ data: {...} }`. */
export function dataResponse(data: unknown, init?: { status?: number; headers?: Record<string, string> }): Response {
  return new Response(JSON.stringify({ data }), { status: init?.status ?? 200, headers: { ...JSON_HEADERS, ...init?.headers } });
}

/** Failure envelope: `{ error: { message, fields? } }`. */
export function errorResponse(error: Failure | { status: number; message: string; fields?: Record<string, string> }): Response {
  const body = { error: error.fields ? { message: error.message, fields: error.fields } : { message: error.message } };
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if ("retryAfter" in error && error.retryAfter) headers["Retry-After"] = String(error.retryAfter);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

export function resultResponse<T>(result: Result<T>): Response {
  return result.ok ? dataResponse(result.data) : errorResponse(result.error);
}
