/**
 * The HTTP helper of spec section 7: the default headers on every call, GET and DELETE payloads as query
 * parameters, and a typed result instead of a throw for HTTP and network failures.
 */
import { APP_BUILD, APP_VERSION, AUTHORIZATION_TYPE, BRAND_CODE, DEVICE } from "@/lib/domain/constants";
import { MSG, httpErrorMessage } from "@/lib/domain/messages";
import { apiUrl } from "./config";
import { handleApiError } from "./errors";
import type { ApiFailure, ApiResult, ApiSuccess, HttpMethod } from "./result";
import { getAccessToken, pendingSessionHandoff } from "./storage";
import { pageLang } from "@/lib/i18n/page-lang";

export type { ApiFailure, ApiResult, ApiSuccess, HttpMethod } from "./result";

export type Payload = Record<string, unknown>;

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the stored token (e.g. right after sign-in); null sends none. */
  token?: string | null;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

export function defaultHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    "Authorization-Type": AUTHORIZATION_TYPE,
    Device: DEVICE,
    "App-Version": APP_VERSION,
    "App-Build": APP_BUILD,
    "Brand-Code": BRAND_CODE,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function connectionFailure(): ApiFailure {
  return { ok: false, status: 0, statusText: "", message: MSG.http.connectionFailed, source: "network" };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toFailure(response: Response, body: unknown): ApiFailure {
  const base = { ok: false as const, status: response.status, statusText: response.statusText };
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && typeof error.message === "string" && error.message !== "") {
    const fields = isRecord(error.fields)
      ? Object.fromEntries(
          Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined;
    const code = typeof error.code === "string" ? error.code : undefined;
    const params = isRecord(error.params)
      ? Object.fromEntries(
          Object.entries(error.params).filter((entry): entry is [string, string | number] =>
            ["string", "number"].includes(typeof entry[1]),
          ),
        )
      : undefined;
    return {
      ...base,
      message: error.message,
      source: "body",
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  return { ...base, message: httpErrorMessage(response.status, response.statusText), source: "status" };
}

/**
 * The call's token: the one given, else the session's. While a session begun without script is being picked up, the
 * session's once that has answered; otherwise at once, so the call goes out in the same task.
 */
function callToken(opts: RequestOptions): string | null | Promise<string | null> {
  if (opts.token !== undefined) return opts.token;
  const handoff = pendingSessionHandoff();
  return handoff ? handoff.then(getAccessToken) : getAccessToken();
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  payload?: Payload,
  opts: RequestOptions = {},
): Promise<ApiResult<T>> {
  const inQuery = method === "GET" || method === "DELETE";
  const pending = callToken(opts);
  const token = pending instanceof Promise ? await pending : pending;
  // The language of the page making the call: the server keeps it with a new account or order (their mails' language).
  const headers: Record<string, string> = { ...defaultHeaders(token), "Accept-Language": pageLang(), ...opts.headers };
  const init: RequestInit = { method, headers, signal: opts.signal };
  if (!inQuery && payload !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(payload);
  }
  const url = apiUrl(path, inQuery ? payload : undefined, opts.baseUrl);

  let response: Response;
  try {
    response = await (opts.fetchImpl ?? fetch)(url, init);
  } catch (error) {
    // A caller's own abort is not a connection failure; let it reach the caller.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return connectionFailure();
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    return connectionFailure();
  }
  if (!response.ok) return toFailure(response, body);
  const data = isRecord(body) && "data" in body ? body.data : body;
  return { ok: true, status: response.status, data: data as T };
}

export interface Callbacks<T> {
  success?: (data: T, result: ApiSuccess<T>) => void;
  /** Without it, failures go to the general handler of spec section 8. */
  error?: (failure: ApiFailure) => void;
  always?: () => void;
}

/**
 * Runs one call and its callbacks. A 401 on a call that carried a token is a session expiry and always goes
 * to the general handler (never to `error`), so no screen can swallow it; a 401 without a token (a wrong
 * password at sign-in) is an ordinary failure. A 401 for a session this browser has ended in the meantime (a
 * call still in flight when the shopper signed out) is expected, not an expiry: it must not send them home.
 */
async function call<T>(
  method: HttpMethod,
  path: string,
  payload: Payload | undefined,
  callbacks: Callbacks<T> = {},
  opts: RequestOptions = {},
): Promise<ApiResult<T>> {
  const pending = callToken(opts);
  const token = pending instanceof Promise ? await pending : pending;
  try {
    const result = await apiRequest<T>(method, path, payload, { ...opts, token });
    if (result.ok) callbacks.success?.(result.data, result);
    else if (result.status === 401 && token) {
      if (getAccessToken() === token) handleApiError(result);
    } else if (callbacks.error) callbacks.error(result);
    else handleApiError(result);
    return result;
  } finally {
    callbacks.always?.();
  }
}

/** Callback style of spec section 7: api.post('cart', payload, { success, error, always }). */
export const api = {
  get: <T>(path: string, payload?: Payload, callbacks?: Callbacks<T>, opts?: RequestOptions) =>
    call<T>("GET", path, payload, callbacks, opts),
  post: <T>(path: string, payload?: Payload, callbacks?: Callbacks<T>, opts?: RequestOptions) =>
    call<T>("POST", path, payload, callbacks, opts),
  put: <T>(path: string, payload?: Payload, callbacks?: Callbacks<T>, opts?: RequestOptions) =>
    call<T>("PUT", path, payload, callbacks, opts),
  delete: <T>(path: string, payload?: Payload, callbacks?: Callbacks<T>, opts?: RequestOptions) =>
    call<T>("DELETE", path, payload, callbacks, opts),
};
