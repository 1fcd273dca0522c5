/**
 * The shop's policy and operating numbers (spec sections 5 and 9), written once so the FAQ and the terms
 * always state the same figures.
 */

export const POLICY = {
  /** Returns are accepted within this many days of receipt, for wrong or defective items only. */
  returnDays: 3,
  cargoMinKg: 10,
  storeHours: "10:00-20:00 WIB",
  customerServiceDays: "Senin sampai Jumat",
  customerServiceHours: "09:00-16:00 WIB",
  /** Paid before this time: shipped the same day. */
  sameDayCutoff: "08:00 WIB",
  unpaidHoldHours: 24,
  processingHours: 24,
  /** A pickup order is ready at the earliest this many hours after payment. */
  pickupReadyHours: 1,
  damageReportHours: 48,
  returnShippingRefundMax: 20000,
  returnArrivalJabodetabek: "1-3 hari kerja",
  returnArrivalElsewhere: "2-6 hari kerja",
} as const;

/** 'Rp 20.000': the Indonesian way of writing rupiah in running text. */
export function rupiah(amount: number): string {
  return `Rp ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

export const PAYMENT_METHODS = {
  virtualAccounts: ["BCA", "BNI", "BRI", "Mandiri", "Permata", "CIMB Niaga"],
  internetBanking: ["BCA KlikPay"],
  eWallets: ["OVO", "DANA"],
  retailStores: ["Alfamart"],
} as const;

/** The courier's service tiers (one courier is offered at checkout). */
export const COURIER_TIERS = [
  { name: "Same Day", etd: "tiba di hari yang sama (1 hari)" },
  { name: "Kilat", etd: "estimasi 1 hari" },
  { name: "Reguler", etd: "estimasi 1-2 hari" },
  { name: "Kargo", etd: `estimasi 2-3 hari, berat minimal ${POLICY.cargoMinKg} kg` },
] as const;

/** Running text listing the payment methods, used by both the FAQ and the terms. */
export function paymentMethodsSentence(): string {
  const m = PAYMENT_METHODS;
  return (
    `virtual account ${m.virtualAccounts.length} bank (${m.virtualAccounts.join(", ")}), ` +
    `internet banking (${m.internetBanking.join(", ")}), ` +
    `${m.eWallets.length} e-wallet (${m.eWallets.join(" dan ")}), ` +
    `serta pembayaran di gerai ritel ${m.retailStores.join(", ")}`
  );
}

/** A paragraph, a bulleted list or a numbered list inside an answer or a terms section. */
export type ContentBlock = string | { list: readonly string[] } | { steps: readonly string[] };
