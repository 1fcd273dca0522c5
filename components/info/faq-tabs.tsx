"use client";

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { FAQ_TABS, faqTabHref, tabIndexAfterKey, type FaqTabKey } from "@/lib/domain/content/faq-tabs";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import styles from "./faq-tabs.module.css";

interface Props {
  initialTab: FaqTabKey;
  /** Each tab's question list, rendered on the server. */
  panels: Record<FaqTabKey, ReactNode>;
  /** The tab list's name and each tab's label, in the shopper's language. */
  label: string;
  tabLabels: Record<FaqTabKey, string>;
}

/**
 * The FAQ's tab list (WAI-ARIA tabs with automatic activation). Tabs are links to `?tab=`, so they work
 * without JavaScript and can be shared; with JavaScript the switch is instant and the address follows.
 *
 * Until the page's script runs, the same links are plain links (the current one `aria-current`) above the shown
 * answers: a tab promises arrow keys, Home and End, which only the script gives, so the page offers
 * tabs only once it can keep that promise (a key pressed on a "tab" of the server's HTML was lost, issue #30).
 */
export function FaqTabs({ initialTab, panels, label, tabLabels }: Props) {
  const [active, setActive] = useState<FaqTabKey>(initialTab);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabs = useIsHydrated();
  const lang = useLang();
  // In the page's language: /id/faq?tab=help stays Indonesian (it went to the English page before, issue #30).
  const hrefOf = (key: FaqTabKey) => localHref(lang, faqTabHref(key));

  function select(index: number, moveFocus: boolean) {
    const key = FAQ_TABS[index].key;
    setActive(key);
    window.history.replaceState(null, "", hrefOf(key));
    if (moveFocus) tabRefs.current[index]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(index, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = tabIndexAfterKey(event.key, index, FAQ_TABS.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <div>
      <div role={tabs ? "tablist" : undefined} aria-label={tabs ? label : undefined} className={styles.tablist}>
        {FAQ_TABS.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <a
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              href={hrefOf(tab.key)}
              role={tabs ? "tab" : undefined}
              id={`faq-tab-${tab.key}`}
              aria-selected={tabs ? selected : undefined}
              aria-current={!tabs && selected ? "page" : undefined}
              aria-controls={tabs ? `faq-panel-${tab.key}` : undefined}
              tabIndex={tabs && !selected ? -1 : undefined}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={(event) => onClick(event, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tabLabels[tab.key]}
            </a>
          );
        })}
      </div>
      {FAQ_TABS.map((tab) => (
        <div
          key={tab.key}
          role={tabs ? "tabpanel" : undefined}
          id={`faq-panel-${tab.key}`}
          aria-labelledby={tabs ? `faq-tab-${tab.key}` : undefined}
          tabIndex={tabs ? 0 : undefined}
          hidden={tab.key !== active}
          className={styles.panel}
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
