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
 * Offline, a bar under the header: on a saved page (kept by the service worker) that what it shows may be out of
 * date; on any other page (checkout, sign-in, the cart, the account) that it needs a connection, and that what the
 * shopper typed stays. Online (and on the server) it renders nothing.
 */
export function OfflineBar() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const pathname = usePathname();
  const m = useMessages("common").offline;
  if (online) return null;
  return (
    <p role="status" className="offline-bar">
      {isSavedPagePath(pathname) ? m.bar : m.needsConnection}
    </p>
  );
}
