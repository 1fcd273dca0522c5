/** The general error handler of spec section 8, with its side effects injectable so it can be tested. */
import { toast } from "sonner";
import { MSG, httpErrorMessage } from "@/lib/domain/messages";
import { fmt } from "@/lib/i18n/format";
import { activeErrors, localize, type ShownMessage } from "@/lib/i18n/localize";
import { pageHref } from "@/lib/i18n/page-lang";
import type { ApiFailure } from "./result";
import { endServerSession } from "./storage";

export type ApiErrorLike = Pick<ApiFailure, "status" | "statusText" | "message" | "source" | "code" | "params"> & {
  fields?: Record<string, string>;
};

/** What SWR sees when a read fails: an Error that still carries the API's status, message and fields. */
export class ApiError extends Error implements ApiErrorLike {
  readonly status: number;
  readonly statusText: string;
  readonly source: ApiFailure["source"];
  readonly fields?: Record<string, string>;
  readonly code?: string;
  readonly params?: Record<string, string | number>;

  constructor(failure: ApiErrorLike) {
    super(failure.message);
    this.name = "ApiError";
    this.status = failure.status;
    this.statusText = failure.statusText;
    this.source = failure.source;
    if (failure.fields) this.fields = failure.fields;
    if (failure.code) this.code = failure.code;
    if (failure.params) this.params = failure.params;
  }
}

export interface ErrorHandlerDeps {
  toastError: (message: string | ShownMessage) => void;
  alert: (message: string) => void;
  navigate: (path: string) => void;
  clearStorage: () => void;
  now: () => number;
}

/** Clears every browser storage the shop uses: local and session storage, and (through the server) the httpOnly session cookie. */
export function clearBrowserStorage(): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Blocked storage has nothing of ours to clear.
  }
  void endServerSession(null);
}

// The browser's toasts and alerts speak the shopper's language (lib/i18n/localize.ts); the handler itself, and its
// tests, deal in the spec's English messages.
const browserDeps: ErrorHandlerDeps = {
  toastError: (message) => {
    toast.error(localize(message));
  },
  alert: (message) => window.alert(localize(message)),
  navigate: (path) => window.location.assign(pageHref(path)),
  clearStorage: clearBrowserStorage,
  now: () => Date.now(),
};

/** Several calls of one page can fail with 401 together; the shopper should see one alert, not one per call. */
const EXPIRY_DEDUPE_MS = 2000;
let lastExpiryAt = Number.NEGATIVE_INFINITY;

export type HandledAs = "connection" | "session-expired" | "message" | "status" | "ignored";

export function handleApiError(result: ApiErrorLike, deps: Partial<ErrorHandlerDeps> = {}): HandledAs {
  const d: ErrorHandlerDeps = { ...browserDeps, ...deps };
  if (result.status === 0) {
    d.toastError(MSG.http.connectionFailed);
    return "connection";
  }
  if (result.status === 401) {
    const now = d.now();
    if (now - lastExpiryAt < EXPIRY_DEDUPE_MS) return "ignored";
    lastExpiryAt = now;
    d.clearStorage();
    d.alert(MSG.http.sessionExpired);
    d.navigate("/");
    return "session-expired";
  }
  if (result.source === "body" && result.message) {
    d.toastError(result.code ? { code: result.code, params: result.params, message: result.message } : result.message);
    return "message";
  }
  if (result.status !== 400 && result.status !== 200) {
    const template = activeErrors()?.templates.httpStatus;
    d.toastError(
      template
        ? fmt(template, { status: result.status, statusText: result.statusText })
        : httpErrorMessage(result.status, result.statusText),
    );
    return "status";
  }
  return "ignored";
}
