"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

// The dialog's code comes once the page has hydrated (it opens only on a shopper's tap), not with the first paint.
const loadDialog = () => import("./confirm-dialog").then((m) => m.ConfirmDialog);
const ConfirmDialog = dynamic(loadDialog, { ssr: false });

interface Asking {
  question: string;
  resolve: (yes: boolean) => void;
}

/**
 * An in-page confirmation in place of window.confirm: `ask(question)` opens the dialog and resolves with the
 * shopper's answer; `dialog` is rendered where the caller renders it (nothing while no question is open).
 */
export function useConfirm(): { ask: (question: string) => Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  const current = useRef<Asking | null>(null);
  useEffect(() => {
    void loadDialog().catch(() => {});
    // A question left open when the caller unmounts is answered no.
    return () => current.current?.resolve(false);
  }, []);

  const ask = useCallback(
    (question: string) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { question, resolve };
        current.current = next;
        setAsking(next);
      }),
    [],
  );

  const answer = (yes: boolean) => {
    const open = current.current;
    current.current = null;
    setAsking(null);
    open?.resolve(yes);
  };

  const dialog = asking ? <ConfirmDialog key={asking.question} question={asking.question} onAnswer={answer} /> : null;
  return { ask, dialog };
}
