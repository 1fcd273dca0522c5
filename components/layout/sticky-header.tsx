"use client";

import { useEffect, useState, type ReactNode } from "react";
import { STICKY_HEADER_MIN_WIDTH_PX, STICKY_HEADER_PX } from "@/lib/domain/constants";
import styles from "./site-header.module.css";

/**
 * Fixes the header bar to the top after 300 px of scroll on screens at least 576 px wide. The outer box keeps the
 * bar's height reserved (CSS min-height), so the page does not jump when the bar leaves the flow.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(window.scrollY > STICKY_HEADER_PX && window.innerWidth >= STICKY_HEADER_MIN_WIDTH_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return (
    <div className={styles.barSlot}>
      <div className={fixed ? `${styles.bar} ${styles.fixed}` : styles.bar} data-sticky={fixed ? "on" : "off"}>
        {children}
      </div>
    </div>
  );
}
