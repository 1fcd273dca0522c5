/** What a service answers: its data, or a failure the HTTP layer turns into the error envelope. */
export interface Failure {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;
  message: string;
  /** The message's stable code (lib/domain/api/codes.ts); when absent the envelope derives it from the message. */
  code?: string;
  params?: Readonly<Record<string, string | number>>;
  fields?: Record<string, string>;
  /** Seconds to wait, sent as `Retry-After` with a 429. */
  retryAfter?: number;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: Failure };

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail(
  status: Failure["status"],
  message: string,
  fields?: Record<string, string>,
): { ok: false; error: Failure } {
  return { ok: false, error: fields ? { status, message, fields } : { status, message } };
}

export const notFound = (what: string) => fail(404, `${what} not found.`);
