"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useEffect, useRef, useState } from "react";
import { applyPromoCode } from "@/lib/api/checkout";
import type { ShownMessage } from "@/lib/i18n/localize";
import { MSG } from "@/lib/domain/messages";
import { useMessages, useMoney } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

interface Props {
  deviceId: string | null;
  showroomId: number | null;
  /** What the applied code takes off this order (the summary's promo discount). */
  saving: number;
}

/**
 * The promo code box: 'Promo code is required!' when empty; the server says why a code does not apply. An applied code
 * shows as applied, with its saving and one way to remove it; the field and 'Apply' come back once it is removed.
 */
export function PromoBox({ deviceId, showroomId, saving }: Props) {
  const t = useMessages("checkout").promo;
  const localize = useLocalize();
  const money = useMoney();
  const { promo, setPromo } = useCheckoutStore();
  const [code, setCode] = useState(promo?.code ?? "");
  const [error, setError] = useState<ShownMessage | string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    // After 'Remove' the field takes the focus the removed button had.
    if (!promo && removed.current) input.current?.focus();
    removed.current = false;
  }, [promo]);

  const onApply = () => {
    if (!code.trim()) {
      setError(MSG.checkout.promoCodeRequired);
      return;
    }
    setBusy(true);
    void applyPromoCode(
      { deviceId, code, showroomId },
      {
        success: (data) => {
          setPromo(data.promo);
          setError(null);
        },
        error: (f) => {
          setPromo(null);
          setError(f);
        },
        always: () => setBusy(false),
      },
    );
  };

  const onRemove = () => {
    removed.current = true;
    setPromo(null);
    setCode("");
  };

  const applied = promo
    ? saving > 0
      ? fmt(t.appliedSaving, { code: promo.code, saving: money(saving) })
      : fmt(t.applied, { code: promo.code })
    : null;
  return (
    <div>
      <div className={styles.promo}>
        {/* Always there, so a screen reader hears the code taken (a live region must exist before its text changes). */}
        <p role="status" className={applied ? styles.promoApplied : "visually-hidden"}>
          {applied}
        </p>
        {promo ? (
          <button type="button" className={styles.buttonGhost} onClick={onRemove}>
            {t.remove}
          </button>
        ) : (
          <>
            <label className={styles.field}>
              {t.label}
              <input ref={input} value={code} onChange={(e) => setCode(e.target.value)} placeholder={t.placeholder} />
            </label>
            <button type="button" className={styles.buttonGhost} onClick={onApply} disabled={busy}>
              {t.apply}
            </button>
          </>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {localize(error)}
        </p>
      )}
    </div>
  );
}
