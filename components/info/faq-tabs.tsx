"use client";

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { FAQ_TABS, faqTabHref, tabIndexAfterKey, type FaqTabKey } from "@/lib/domain/content/faq-tabs";
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
 */
export function FaqTabs({ initialTab, panels, label, tabLabels }: Props) {
  const [active, setActive] = useState<FaqTabKey>(initialTab);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number, moveFocus: boolean) {
    const key = FAQ_TABS[index].key;
    setActive(key);
    window.history.replaceState(null, "", faqTabHref(key));
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
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {FAQ_TABS.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <a
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              href={faqTabHref(tab.key)}
              role="tab"
              id={`faq-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`faq-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
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
          role="tabpanel"
          id={`faq-panel-${tab.key}`}
          aria-labelledby={`faq-tab-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== active}
          className={styles.panel}
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
