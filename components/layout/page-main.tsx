import type { ComponentPropsWithoutRef } from "react";

/** The target of the layouts' "Skip to content" link. */
export const MAIN_ID = "main";

/**
 * A page's one <main>: every page renders its content in this, so the skip link always has a target, and focusable
 * (tabIndex -1, out of the tab order) so following the link moves the keyboard focus into it, not only the scroll.
 */
export function PageMain(props: Omit<ComponentPropsWithoutRef<"main">, "id" | "tabIndex">) {
  return <main {...props} id={MAIN_ID} tabIndex={-1} />;
}
