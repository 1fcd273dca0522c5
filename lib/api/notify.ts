/**
 * Toasts without sonner on the page's first load. Pages only need the toaster once the shopper does something, so
 * the toaster's code is fetched on the first interaction or the first toast, whichever comes first
 * (components/layout/toast-host.tsx). A toast raised before the toaster has mounted is replayed by sonner when it
 * subscribes. Same call shape as sonner's `toast.success(message)`.
 */
type Kind = "success" | "error" | "warning" | "info";

let mountHost: (() => void) | null = null;

/** Called by the toast host: how to mount the toaster on demand. */
export function setToastHostMounter(mount: (() => void) | null): void {
  mountHost = mount;
}

function show(kind: Kind, message: string): void {
  mountHost?.();
  void import("sonner").then(({ toast: sonner }) => {
    sonner[kind](message);
  });
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};
