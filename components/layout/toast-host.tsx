"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { replayFlash, setToastHostMounter } from "@/lib/api/notify";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/** Mounts sonner's toaster on the first interaction or the first toast (lib/api/notify.ts), not on page load. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    setToastHostMounter(want);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      setToastHostMounter(null);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want);
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
