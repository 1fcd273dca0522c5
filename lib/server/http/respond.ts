import "server-only";
import { resolveMessage, statusCode } from "@/lib/domain/api/codes";
import type { ApiErrorBody } from "@/lib/domain/api/envelope";
import type { Failure, Result } from "../result";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export { INTERNAL_ERROR_MESSAGE } from "@/lib/domain/api/messages";

/** Success envelope: `{ data: {...} }`. */
export function dataResponse(data: unknown, init?: { status?: number; headers?: Record<string, string> }): Response {
  return new Response(JSON.stringify({ data }), {
    status: init?.status ?? 200,
    headers: { ...JSON_HEADERS, ...init?.headers },
  });
}

type FailureLike = Pick<Failure, "message" | "code" | "params" | "fields" | "retryAfter"> & { status: number };

/** The error envelope's body: the spec's English message, its stable code (and the code's values), the field messages. */
export function errorBody(error: FailureLike): ApiErrorBody {
  const resolved = error.code
    ? { code: error.code, params: error.params }
    : (resolveMessage(error.message) ?? { code: statusCode(error.status) });
  return {
    error: {
      code: resolved.code,
      message: error.message,
      ...(resolved.params && Object.keys(resolved.params).length > 0 ? { params: resolved.params } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/** Failure envelope: `{ error: { code, message, params?, fields? } }`. */
export function errorResponse(error: FailureLike): Response {
  const body = errorBody(error);
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if ("retryAfter" in error && error.retryAfter) headers["Retry-After"] = String(error.retryAfter);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

export function resultResponse<T>(result: Result<T>): Response {
  return result.ok ? dataResponse(result.data) : errorResponse(result.error);
}
