import { assertMatchesContract } from "./contract";

/** Calls a route handler the way Next does, with a real Request, reads the envelope and checks it against the contract. */
export type RouteHandler = (req: Request) => Promise<Response>;

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Envelope {
  status: number;
  // The envelope is untyped JSON; tests assert on its shape.
  data: Record<string, unknown> & { [key: string]: unknown };
  error?: { code: string; message: string; params?: Record<string, string | number>; fields?: Record<string, string> };
}

export async function call(
  handler: RouteHandler,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Envelope> {
  const url = new URL(`http://localhost${path}`);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await handler(new Request(url, { method, headers, body }));
  const json = (await res.json()) as { data?: Record<string, unknown>; error?: Envelope["error"] };
  if (url.pathname.startsWith("/api/v1/") || url.pathname.startsWith("/api/ops/"))
    assertMatchesContract(method, url.pathname, res.status, json);
  return { status: res.status, data: json.data ?? {}, error: json.error };
}
