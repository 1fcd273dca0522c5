"use client";

import { useState } from "react";
import { api } from "@/lib/api/request";
import type { PromoAnswer } from "@/lib/domain/checkout/api-types";
import { MSG } from "@/lib/domain/messages";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** The promo code box: 'Promo code is required!' when empty; the server says why a code does not apply. */
export function PromoBox({ deviceId, showroomId }: { deviceId: string | null; showroomId: number | null }) {
  const { promo, setPromo } = useCheckoutStore();
  const [code, setCode] = useState(promo?.code ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onApply = () => {
    if (!code.trim()) {
      setError(MSG.checkout.promoCodeRequired);
      return;
    }
    setBusy(true);
    void api.post<PromoAnswer>("checkout-promo-code", { local_device_id: deviceId, promo_code: code, showroom_id: showroomId }, {
      success: (data) => {
        setPromo(data.promo);
        setError(null);
      },
      error: (f) => {
        setPromo(null);
        setError(f.message);
      },
      always: () => setBusy(false),
    });
  };

  return (
    <div>
      <div className={styles.promo}>
        <label className={styles.field}>
          Promo code
          <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="Promo code" />
        </label>
        <button type="button" className={styles.buttonGhost} onClick={onApply} disabled={busy}>
          Apply
        </button>
        {promo && (
          <button type="button" className={styles.buttonGhost} onClick={() => { setPromo(null); setCode(""); }}>
            Remove
          </button>
        )}
      </div>
      {error && <p className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
