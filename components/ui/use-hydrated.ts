'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false in the server's HTML and during hydration, true once React runs the page: a control that only works with
 * script stays disabled until then, so neither a shopper nor a test can click it in vain (issue #15).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
