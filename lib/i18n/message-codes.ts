import type { MessageResolver } from "@/lib/domain/api/message-tree";

/**
 * The whole code tree (lib/domain/api/codes.ts: every domain's own answers and form checks, about 3 KB compressed),
 * which turns any known English text back into its code to translate it (./localize.ts), loads on demand: when the
 * browser is idle after hydration on a page in another language than English (./client.tsx), or with the first toast
 * there (lib/api/notify.ts; issue #35). Until then the spec's texts alone are resolved. An English page never needs
 * it: its texts are shown as they come. This module holds no messages itself: every page's provider imports it.
 */

let full: MessageResolver | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the whole code tree once; the islands that translate re-render when it arrives. */
export function loadMessageCodes(): Promise<void> {
  loading ??= import("@/lib/domain/api/codes").then(
    (codes) => {
      full = codes.resolveMessage;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline or a failed chunk: the next need tries again
    },
  );
  return loading;
}

/** The whole tree's resolver once loaded, else null. */
export function loadedMessageCodes(): MessageResolver | null {
  return full;
}

/** Calls `listener` when the whole tree has loaded (for useSyncExternalStore). */
export function onMessageCodes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the whole code tree once the browser is idle (at most `timeoutMs` later); returns the cancel. */
export function loadMessageCodesWhenIdle(timeoutMs = 3_000): () => void {
  if (full) return () => undefined;
  const load = () => void loadMessageCodes();
  if (typeof window.requestIdleCallback === "function") {
    const idle = window.requestIdleCallback(load, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(load, timeoutMs);
  return () => window.clearTimeout(timer);
}
