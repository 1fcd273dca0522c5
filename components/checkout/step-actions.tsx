"use client";

import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";

interface Props {
  onBack: () => void;
  /** Without it, the step has Back alone (choosing a store moves on by itself). */
  onContinue?: () => void;
  /** Defaults to 'Continue'. */
  continueLabel?: string;
  continueDisabled?: boolean;
}

/** The Back/Continue bar at the foot of every checkout step after the first. */
export function StepActions({ onBack, onContinue, continueLabel, continueDisabled }: Props) {
  const t = useMessages("checkout");
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.buttonGhost} onClick={onBack}>
        {t.back}
      </button>
      {onContinue && (
        <button type="button" className={styles.button} onClick={onContinue} disabled={continueDisabled}>
          {continueLabel ?? t.continue}
        </button>
      )}
    </div>
  );
}
