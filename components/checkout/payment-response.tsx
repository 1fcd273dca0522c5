"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/api/request";
import { getAccessToken } from "@/lib/api/storage";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

const RETURN_FIELDS = ["trx_id", "merchant_id", "merchant", "bill_no", "bill_ref", "bill_reff", "bill_total", "payment_reff", "payment_date", "bank_user_name", "status", "signature"];

const noSubscription = () => () => undefined;

/** Order success: sends the return parameters to checkout-payment (the answer is only logged; display only). */
export function PaymentResponse({ params }: { params: Record<string, string> }) {
  const t = useMessages("checkout");
  const signedIn = useSyncExternalStore(noSubscription, () => Boolean(getAccessToken()), () => null);

  useEffect(() => {
    useCheckoutStore.getState().reset();
    const payload = Object.fromEntries(RETURN_FIELDS.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
    if (!payload.bill_no) return;
    void apiRequest("POST", "checkout-payment", payload).then((result) => console.info("[payment] return", result));
  }, [params]);

  if (signedIn === null) return null;
  return signedIn ? (
    <>
      <p>{t.response.thankYou}</p>
      <Link href="/account/orders">{t.response.seeOrders}</Link>
    </>
  ) : (
    <>
      <p className={styles.muted}>{t.response.guestText}</p>
      <Link href="/products">{t.continueShopping}</Link>
    </>
  );
}
