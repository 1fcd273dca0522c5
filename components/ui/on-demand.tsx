"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A client component whose code loads when it first renders: React's `lazy` in a Suspense boundary of its own. For
 * the parts that only ever render after a shopper's action or an answer (a panel, a modal, a later step), so never on
 * the server: what `next/dynamic` with `{ ssr: false }` gives, without the server bail-out and chunk-preloading
 * code it adds to every page that uses it (about 1.4 KB compressed; docs/performance.md). Once loaded, the component
 * renders at once on every later mount.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
