"use client";

import { useEffect, useId, useRef } from "react";
import { useMessages } from "@/lib/i18n/client";
import { useOverlayOpen } from "./overlays";
import styles from "./confirm-dialog.module.css";

/**
 * The in-page question before an action (the spec's 'Are you sure?', 'Are you sure want to go to payment?', 'Are you
 * sure want to sign out?'), on the native <dialog>: showModal() makes the page behind inert and Escape answers no; Tab
 * goes round the two answers, and focus goes back to the control that asked. "No" has the focus first, so a stray
 * Enter changes nothing.
 */
export function ConfirmDialog({ question, onAnswer }: { question: string; onAnswer: (yes: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const questionId = useId();
  const t = useMessages("common").confirm;
  useOverlayOpen(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    no.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={questionId}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onKeyDown={(event) => {
        // The page behind is inert; Tab also stays between the two answers instead of leaving for the browser's bar.
        if (event.key !== "Tab") return;
        const edge = event.shiftKey ? no.current : yes.current;
        if (document.activeElement !== edge) return;
        event.preventDefault();
        (event.shiftKey ? yes.current : no.current)?.focus();
      }}
    >
      <div className={styles.body}>
        <p id={questionId} className={styles.question}>
          {question}
        </p>
        <div className={styles.answers}>
          <button type="button" ref={no} className={styles.no} onClick={() => onAnswer(false)}>
            {t.no}
          </button>
          <button ref={yes} type="button" className={styles.yes} onClick={() => onAnswer(true)}>
            {t.yes}
          </button>
        </div>
      </div>
    </dialog>
  );
}
