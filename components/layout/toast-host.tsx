"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { replayFlash, setToastHostMounter } from "@/lib/api/notify";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The longest the toaster waits for the browser to be idle after the page has hydrated. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Mounts sonner's toaster on the first toast (lib/api/notify.ts) or once the browser is idle after hydration,
 * whichever comes first; never with the page's first load. Not on the first tap: the toaster's code and first render
 * then landed on that tap (picking a size, the product page's first interaction, took 576 ms to paint at 4× CPU
 * slowdown against 88 ms without; docs/performance.md).
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    setToastHostMounter(want);
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS })
        : null;
    const timer = idle === null ? window.setTimeout(want, IDLE_TIMEOUT_MS) : null;
    return () => {
      setToastHostMounter(null);
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [wanted]);
  // After the mounter is set, so a toast left by the previous page mounts the toaster.
  useEffect(replayFlash, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* On a phone, below the cart panel's header, so a toast never hides the panel's title and close button. */}
      <Toaster position="top-center" mobileOffset={{ top: "80px" }} richColors closeButton />
    </Suspense>
  );
}
