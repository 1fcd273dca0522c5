import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
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

export interface ProbeRoot {
  /** Renders a page inside the test's SWR cache, which stays across pages as the app's does. */
  show: (page: ReactNode) => void;
  /** The page's text. */
  shown: () => string | null;
}

/**
 * A React root for a file's read-hook probes: made before each test with a fresh SWR cache, unmounted after it, with
 * the real timers and the mocks restored. Call it at the top of the file.
 */
export function probeRoot(): ProbeRoot {
  let root: Root;
  let container: HTMLDivElement;
  let Cache: ReturnType<typeof freshSwrCache>;
  beforeEach(() => {
    Cache = freshSwrCache();
    container = document.createElement("div");
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return {
    show: (page) => act(() => root.render(<Cache>{page}</Cache>)),
    shown: () => container.textContent,
  };
}
