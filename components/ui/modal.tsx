"use client";

import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from "react";
import { useMessages } from "@/lib/i18n/client";
import { useOverlayOpen } from "./overlays";
import styles from "./modal.module.css";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs (order detail 1000, tracking 800); default 720. */
  width?: number;
  /** On a phone, a sheet from the bottom of the screen, the screen's full width. */
  sheet?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page inert, Escape closes it, and focus
 * returns to the element that opened it. A click on the backdrop closes it too.
 */
export function Modal({ open, title, onClose, children, width = 720, sheet = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const closeLabel = useMessages("common").close;
  useOverlayOpen(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function restoreFocus() {
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }

  return (
    <dialog
      ref={ref}
      className={sheet ? `${styles.dialog} ${styles.sheet}` : styles.dialog}
      style={{ "--modal-width": `${width}px` } as CSSProperties}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        restoreFocus();
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
