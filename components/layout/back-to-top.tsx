"use client";

import { useMessages } from "@/lib/i18n/client";
import { useEffect, useState } from "react";
import { BACK_TO_TOP_PX } from "@/lib/domain/constants";
import styles from "./site-footer.module.css";

/** Appears after 600 px of scroll and takes the shopper back to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const label = useMessages("common").footer.backToTop;
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.backToTop}
      aria-label={label}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
        })
      }
    >
      ↑
    </button>
  );
}
