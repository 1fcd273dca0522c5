"use client";

import { CURRENCY } from "@/lib/domain/constants";
import { useShopStore } from "@/stores/shop-store";

/** The currency choice; IDR is the shop's only currency. */
export function CurrencySelect({ id }: { id: string }) {
  const currency = useShopStore((s) => s.currency);
  const setCurrency = useShopStore((s) => s.setCurrency);
  return (
    <select id={id} value={currency} onChange={(event) => setCurrency(event.target.value)}>
      <option value={CURRENCY}>{CURRENCY}</option>
    </select>
  );
}
