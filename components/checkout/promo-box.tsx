"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useState } from "react";
import { applyPromoCode } from "@/lib/api/checkout";
import type { ShownMessage } from "@/lib/i18n/localize";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** The promo code box: 'Promo code is required!' when empty; the server says why a code does not apply. */
export function PromoBox({ deviceId, showroomId }: { deviceId: string | null; showroomId: number | null }) {
  const t = useMessages("checkout").promo;
  const localize = useLocalize();
  const { promo, setPromo } = useCheckoutStore();
  const [code, setCode] = useState(promo?.code ?? "");
  const [error, setError] = useState<ShownMessage | string | null>(null);
  const [busy, setBusy] = useState(false);

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

  return (
    <div>
      <div className={styles.promo}>
        <label className={styles.field}>
          {t.label}
          <input value={code} onChange={(e) => setCode(e.target.value)} placeholder={t.placeholder} />
        </label>
        <button type="button" className={styles.buttonGhost} onClick={onApply} disabled={busy}>
          {t.apply}
        </button>
        {promo && (
          <button
            type="button"
            className={styles.buttonGhost}
            onClick={() => {
              setPromo(null);
              setCode("");
            }}
          >
            {t.remove}
          </button>
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
