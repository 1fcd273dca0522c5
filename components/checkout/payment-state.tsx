"use client";

import type { PaymentReturnAnswer } from "@/lib/domain/checkout/contract";
import { formatApiDate } from "@/lib/domain/locale-format";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { useLang, useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";
import { PayNowButton } from "./pay-now-button";

/** The states after which the order is paid for (the staff may already be preparing or shipping it). */
const PAID_STATES: readonly string[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.processing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.readyForPickup,
  ORDER_STATUS.completed,
];

/** What the order's page says of each state after payment, so a shipped order no longer reads "payment received". */
const AFTER_PAYMENT = {
  [ORDER_STATUS.paid]: "paid",
  [ORDER_STATUS.processing]: "processing",
  [ORDER_STATUS.shipped]: "shipped",
  [ORDER_STATUS.readyForPickup]: "readyForPickup",
  [ORDER_STATUS.completed]: "completed",
} as const;

const afterPayment = (status: string) =>
  Object.prototype.hasOwnProperty.call(AFTER_PAYMENT, status)
    ? AFTER_PAYMENT[status as keyof typeof AFTER_PAYMENT]
    : null;

const ENDED_STATES: readonly string[] = [
  ORDER_STATUS.failed,
  ORDER_STATUS.expired,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.refunded,
];

/** The provider's signed return says paid but the server has no notification yet: no 'Pay Now' meanwhile. */
export const awaitingConfirmation = (a: Pick<PaymentReturnAnswer, "trx_status" | "return_paid">) =>
  a.trx_status === ORDER_STATUS.pending && a.return_paid;

/** Whether the order is paid for (or further along). */
export const isPaid = (a: Pick<PaymentReturnAnswer, "trx_status">) => PAID_STATES.includes(a.trx_status);

/** Whether the order ended unpaid or can no longer be paid (past its due date): the shopper orders again. */
export function endedUnpaid(a: Pick<PaymentReturnAnswer, "trx_status" | "can_pay" | "return_paid">): boolean {
  if (ENDED_STATES.includes(a.trx_status)) return true;
  return a.trx_status === ORDER_STATUS.pending && !a.can_pay && !awaitingConfirmation(a);
}

/**
 * The guest's line under the state: paid or being confirmed, the details are in the mail; ended; otherwise the spec's
 * 'check your email' with the payment instructions (the order waits for payment).
 */
export function guestMessage(
  a: Pick<PaymentReturnAnswer, "trx_status" | "can_pay" | "return_paid"> | null,
): "guestPaid" | "guestEnded" | "guestText" {
  if (a && (isPaid(a) || awaitingConfirmation(a))) return "guestPaid";
  return a && endedUnpaid(a) ? "guestEnded" : "guestText";
}

/**
 * What the server knows of the order: paid, being prepared, shipped, ready for pickup or complete; being confirmed;
 * waiting (due date and 'Pay Now'); failed, expired or cancelled.
 */
export function PaymentState({
  answer,
  trxRef,
  payToken,
}: {
  answer: PaymentReturnAnswer;
  trxRef: string;
  payToken?: string;
}) {
  const t = useMessages("checkout").response;
  const lang = useLang();
  const status = answer.trx_status;
  // 'YYYY-MM-DD HH:mm:ss' in WIB: English shows it as the API writes it, to the minute (as the mails do, lib/domain/wib.ts);
  // the other languages name the month their way.
  const due =
    lang === "en" ? answer.payment_duedate.slice(0, 16) : formatApiDate(answer.payment_duedate, lang, "dateTime");
  const confirming = awaitingConfirmation(answer);
  let text: string | null = null;
  const afterPaid = afterPayment(status);
  if (afterPaid) text = t[afterPaid];
  else if (confirming) text = t.confirming;
  else if (status === ORDER_STATUS.pending) text = answer.can_pay ? fmt(t.pending, { due }) : t.expired;
  else if (status === ORDER_STATUS.failed) text = t.failed;
  else if (status === ORDER_STATUS.expired) text = t.expired;
  else if (status === ORDER_STATUS.cancelled) text = t.cancelled;
  else if (status === ORDER_STATUS.refunded) text = t.refunded;
  const ended = endedUnpaid(answer);
  return (
    <div className={styles.panel} role="status">
      <p className={styles.heading}>{fmt(t.orderNumber, { number: answer.order_number })}</p>
      {text ? <p>{text}</p> : null}
      {ended ? <p>{t.orderAgain}</p> : null}
      {status === ORDER_STATUS.pending && answer.can_pay && !confirming ? (
        <PayNowButton trxRef={trxRef} payToken={payToken} className={styles.button} />
      ) : null}
    </div>
  );
}
