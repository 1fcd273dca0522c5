"use client";

import { useMessages } from "@/lib/i18n/client";
import Link from "@/components/ui/local-link";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { useState } from "react";
import type { ChromeCategory } from "@/lib/domain/site-chrome";
import styles from "./mobile-menu.module.css";

interface MobileMenuPanelProps {
  categories: ChromeCategory[];
  socialUrl: string | null;
  open: boolean;
  close: () => void;
}

/** The menu's panel: loaded on the first open (components/layout/mobile-menu.tsx), then kept for the next ones. */
export function MobileMenuPanel({ categories, socialUrl, open, close }: MobileMenuPanelProps) {
  const { mobileMenu: t, header } = useMessages("common");
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <>
      <div
        className={open ? `${styles.backdrop} ${styles.backdropOpen}` : styles.backdrop}
        onClick={close}
        aria-hidden="true"
      />
      <nav
        id="mobile-menu"
        aria-label={t.label}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        hidden={!open}
      >
        <button type="button" className={styles.close} onClick={close} aria-label={t.close}>
          ×
        </button>
        <ul className={styles.list}>
          {categories.map((category) => {
            const isOpen = expanded === category.id;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  className={styles.category}
                  aria-expanded={isOpen}
                  onClick={() => setExpanded(isOpen ? null : category.id)}
                >
                  {category.name}
                  <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
                </button>
                {isOpen ? (
                  <ul className={styles.subs}>
                    <li>
                      <Link href={listingHref({ category_id: category.id })} onClick={close}>
                        {t.shopAll}
                      </Link>
                    </li>
                    {category.category_subs.map((sub) => (
                      <li key={sub.id}>
                        <Link href={listingHref({ category_id: category.id, category_sub_id: sub.id })} onClick={close}>
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
          <li>
            <Link href="/stores" onClick={close}>
              {header.stores}
            </Link>
          </li>
          {socialUrl ? (
            <li>
              <a href={socialUrl} target="_blank" rel="noopener noreferrer">
                {header.social}
              </a>
            </li>
          ) : null}
          <li>
            <Link href="/products?sale=1" onClick={close}>
              {header.sale}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
