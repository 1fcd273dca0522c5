"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { setToastHostMounter } from "@/lib/api/notify";

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
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
