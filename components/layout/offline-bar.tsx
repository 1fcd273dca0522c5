"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { isSavedPagePath } from "@/lib/domain/system/saved-pages";
import { useMessages } from "@/lib/i18n/client";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * The document itself: the offline page (app/(site)/[lang]/offline/page.tsx, marked on its main), which the worker
 * serves at any address it could neither fetch nor find saved, so the address says nothing about what is shown.
 */
function connection(): "online" | "offline" | "offline-page" {
  if (document.querySelector("main[data-offline-page]")) return "offline-page";
  return navigator.onLine ? "online" : "offline";
}

/**
 * Offline, a bar under the header: on a saved page (kept by the service worker) that what it shows may be out of
 * date; on any other page (checkout, sign-in, the cart, the account) that it needs a connection, and that what the
 * shopper typed stays. On the offline page nothing: the page says it. Online (and on the server) nothing.
 */
export function OfflineBar() {
  const state = useSyncExternalStore(subscribe, connection, () => "online");
  const pathname = usePathname();
  const m = useMessages("common").offline;
  if (state !== "offline") return null;
  return (
    <p role="status" className="offline-bar">
      {isSavedPagePath(pathname) ? m.bar : m.needsConnection}
    </p>
  );
}
