"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { isSavedPagePath } from "@/lib/domain/system/saved-pages";
import { SAVED_COPY_QUESTION } from "@/lib/domain/system/worker-registration";
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

/** Asks the worker that controls this page whether it answered with a saved copy in place of a slow or failed network. */
function askSavedCopy(): Promise<boolean> {
  const worker = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data === true);
    worker.postMessage({ type: SAVED_COPY_QUESTION }, [channel.port2]);
  });
}

/** Whether the page on screen is the saved copy the worker answered with: until the shopper opens another page. */
function useSavedCopy(pathname: string): boolean {
  const [firstPath] = useState(pathname);
  const [savedCopy, setSavedCopy] = useState(false);
  const [left, setLeft] = useState(false);
  if (!left && pathname !== firstPath) setLeft(true);
  useEffect(() => {
    let live = true;
    void askSavedCopy().then((answer) => live && answer && setSavedCopy(true));
    return () => {
      live = false;
    };
  }, []);
  return savedCopy && !left;
}

/**
 * A bar under the header. Offline: on a saved page (kept by the service worker) that what it shows may be out of
 * date; on any other page (checkout, sign-in, the cart, the account) that it needs a connection, and that what the
 * shopper typed stays. Online, when the worker showed the saved copy because the network was too slow or failed, that
 * it is the copy from the last visit. On the offline page nothing: the page says it. On the server nothing.
 */
export function OfflineBar() {
  const state = useSyncExternalStore(subscribe, connection, () => "online");
  const pathname = usePathname();
  const savedCopy = useSavedCopy(pathname);
  const m = useMessages("common").offline;
  const text =
    state === "offline"
      ? isSavedPagePath(pathname)
        ? m.bar
        : m.needsConnection
      : state === "online" && savedCopy
        ? m.savedCopy
        : null;
  if (!text) return null;
  return (
    <p role="status" className="offline-bar">
      {text}
    </p>
  );
}
