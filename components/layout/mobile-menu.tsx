"use client";

import { useMessages } from "@/lib/i18n/client";
import Link from "@/components/ui/local-link";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { useState } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { useOverlayOpen } from "@/components/ui/overlays";
import type { ChromeCategory } from "@/lib/domain/site-chrome";
import styles from "./mobile-menu.module.css";

interface MobileMenuProps {
  categories: ChromeCategory[];
  socialUrl: string | null;
}

/** The slide-in menu of small screens: per category 'Shop All' and its sub-categories, one category open at a time. */
export function MobileMenu({ categories, socialUrl }: MobileMenuProps) {
  const { mobileMenu: t, header } = useMessages("common");
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const close = () => setOpen(false);
  const notReady = useNotReady();
  useOverlayOpen(open);
  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} aria-label={t.open} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)} disabled={notReady.waiting} aria-describedby={notReady.describedBy}>
        <span aria-hidden="true">☰</span>
      </button>
      {notReady.hint}
      <div className={open ? `${styles.backdrop} ${styles.backdropOpen}` : styles.backdrop} onClick={close} aria-hidden="true" />
      <nav id="mobile-menu" aria-label={t.label} className={open ? `${styles.panel} ${styles.open}` : styles.panel} hidden={!open}>
        <button type="button" className={styles.close} onClick={close} aria-label={t.close}>×</button>
        <ul className={styles.list}>
          {categories.map((category) => {
            const isOpen = expanded === category.id;
            return (
              <li key={category.id}>
                <button type="button" className={styles.category} aria-expanded={isOpen} onClick={() => setExpanded(isOpen ? null : category.id)}>
                  {category.name}
                  <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
                </button>
                {isOpen ? (
                  <ul className={styles.subs}>
                    <li><Link href={listingHref({ category_id: category.id })} onClick={close}>{t.shopAll}</Link></li>
                    {category.category_subs.map((sub) => (
                      <li key={sub.id}>
                        <Link href={listingHref({ category_id: category.id, category_sub_id: sub.id })} onClick={close}>{sub.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
          <li><Link href="/stores" onClick={close}>{header.stores}</Link></li>
          {socialUrl ? <li><a href={socialUrl} target="_blank" rel="noopener noreferrer">{header.social}</a></li> : null}
          <li><Link href="/products?sale=1" onClick={close}>{header.sale}</Link></li>
        </ul>
      </nav>
    </div>
  );
}
