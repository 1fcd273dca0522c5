import type { ReactNode } from "react";
import { SWRConfig, type Cache } from "swr";

/**
 * For the unit tests of the read hooks: an SWR cache of the test's own, so one test's answers are not another's.
 * The same wrapper keeps the same cache across unmount and mount (a client navigation away and back).
 */
export function freshSwrCache(): (props: { children: ReactNode }) => ReactNode {
  const cache: Cache = new Map();
  return function SwrCache({ children }) {
    return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>;
  };
}
