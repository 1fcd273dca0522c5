/** Where the HTTP API lives: NEXT_PUBLIC_API_URL (read literally so Next can inline it), else this app's own. */
export const DEFAULT_API_BASE_URL = "/api/v1";

export function apiBaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_URL ?? DEFAULT_API_BASE_URL;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, unknown>>;

function isQueryValue(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/**
 * Query string with keys in sorted order (stable SWR keys). Arrays repeat their key; null, undefined and
 * nested objects are left out.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const raw = params[key];
    const values: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (isQueryValue(value)) search.append(key, String(value));
    }
  }
  return search.toString();
}

/** Base + path + query; a path may already carry its own query string. */
export function apiUrl(path: string, query?: QueryParams, baseUrl: string = apiBaseUrl()): string {
  const base = baseUrl.replace(/\/+$/, "");
  const url = `${base}/${path.replace(/^\/+/, "")}`;
  const qs = toQueryString(query);
  if (!qs) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${qs}`;
}
