"use client";

import { useId, type ReactNode } from "react";
import { useMessages } from "@/lib/i18n/client";
import { useIsHydrated } from "./use-is-hydrated";

export interface NotReady {
  /** True until the page's script has taken the control over (the server's HTML and the hydrating render). */
  waiting: boolean;
  /** The control's `aria-describedby` while it waits: the hint says why it is disabled. */
  describedBy: string | undefined;
  /** The reason, visually hidden; render it next to the control (never inside it: it would join its name). */
  hint: ReactNode;
}

/**
 * A control that only works once the page's script runs (it opens a panel, calls the API…) is disabled until then,
 * so a click on the server's HTML is not silently lost: Playwright, and a shopper who sees it greyed, waits for it.
 * The reason is given to assistive technology in the page's language. Controls with a native path (a link, a form's
 * submit button, a popover target) need none of this.
 *
 * `ready`: false while the island still takes over what was done on the server's HTML (a size picked before
 * hydration). React renders the hydrated flag's change at once and an effect's state in a later render, so without it
 * a control could be enabled for a moment before that state is there.
 */
export function useNotReady(ready = true): NotReady {
  const hydrated = useIsHydrated();
  const id = useId();
  const text = useMessages("common").notReady;
  if (hydrated && ready) return { waiting: false, describedBy: undefined, hint: null };
  return {
    waiting: true,
    describedBy: id,
    hint: (
      <span id={id} className="visually-hidden" data-not-ready="">
        {text}
      </span>
    ),
  };
}
