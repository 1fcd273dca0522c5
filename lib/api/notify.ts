/**
 * Toasts without sonner on the page's first load: the toaster's code is fetched on the first toast or once the browser
 * is idle after hydration, whichever comes first (components/layout/toast-host.tsx). A toast raised before the
 * toaster has mounted is replayed by sonner when it subscribes. Same call shape as sonner's `toast.success(message)`.
 */
import { activeCatalogue } from "@/lib/i18n/active-errors";
import { loadMessageCodes } from "@/lib/i18n/message-codes";

type Kind = "success" | "error" | "warning" | "info";

let mountHost: (() => void) | null = null;

/** Called by the toast host: how to mount the toaster on demand. */
export function setToastHostMounter(mount: (() => void) | null): void {
  mountHost = mount;
}

/**
 * A toast's topic: a new toast on the same topic replaces the one before (Add to Cart's 'Please choose a size.' is
 * replaced by its 'Item Added to Cart', rather than staying stacked behind it).
 */
export type ToastTopic = "add-to-cart";

/**
 * A toast's text in the page's language. The callers translate it (lib/i18n/localize.ts), but on a French or Indonesian
 * page a text that is not one of the spec's may have come through in English: translated before the whole code tree
 * had loaded, or by a handler made before it loaded (a form's answer arriving later). So it is translated again once
 * the tree is in (a translated text stays as it is). A toast is shown once: it cannot wait for a render to come back to
 * it, as the islands do. An English page shows it as it came.
 */
function textOf(message: string): Promise<string> | string {
  if (!activeCatalogue()) return message;
  return Promise.all([import("@/lib/i18n/localize"), loadMessageCodes()]).then(([{ localize }]) => localize(message));
}

function show(kind: Kind, message: string, topic?: ToastTopic): void {
  mountHost?.();
  void Promise.all([import("sonner"), textOf(message)]).then(([{ toast: sonner }, text]) => {
    sonner[kind](text, topic ? { id: topic } : undefined);
  });
}

export const toast = {
  success: (message: string, topic?: ToastTopic) => show("success", message, topic),
  error: (message: string, topic?: ToastTopic) => show("error", message, topic),
  warning: (message: string, topic?: ToastTopic) => show("warning", message, topic),
  info: (message: string, topic?: ToastTopic) => show("info", message, topic),
};

const FLASH_KEY = "flash_toast";

/**
 * A success toast that must survive the full page load that follows it (sign-up's 'You have successfully created an
 * account…' before the redirect to the home page): shown now, and once more by the next page (`replayFlash`).
 */
export function flashSuccess(message: string): void {
  toast.success(message);
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode): the toast is still shown on this page.
  }
}

/** Shows the toast a previous page left for this one, once. */
export function replayFlash(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
