import type { ReactNode } from "react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

/** What a component asked Next's router to do, in order: ['push', '/id/products'], ['prefetch', '/cart']. */
export type RouterCalls = [string, string][];

/**
 * Next's app router as the components see it (`useRouter()`), outside a Next app: it records what it is asked to do.
 * For unit tests of the islands only; the browser flows run the real router.
 */
export function RecordingRouter({ calls, children }: { calls: RouterCalls; children: ReactNode }) {
  const record = (kind: string) => (href: string) => void calls.push([kind, href]);
  const router: AppRouterInstance = {
    back: () => void calls.push(["back", ""]),
    forward: () => void calls.push(["forward", ""]),
    refresh: () => void calls.push(["refresh", ""]),
    push: record("push"),
    replace: record("replace"),
    prefetch: record("prefetch"),
    bfcacheId: "test",
  };
  return <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>;
}
