"use client";

import Link from "@/components/ui/local-link";
import { orderNumber } from "@/lib/domain/display-text";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

/** The shopper's own unpaid orders, named by the pending-orders refusal: each opens its page, where 'Pay Now' pays it. */
export function UnpaidOrders({ trxRefs }: { trxRefs: string[] }) {
  const t = useMessages("checkout").response;
  if (trxRefs.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="unpaid-heading">
      <h3 id="unpaid-heading" className={styles.heading}>
        {t.unpaidHeading}
      </h3>
      <p>{t.unpaidText}</p>
      <ul>
        {trxRefs.map((ref) => (
          <li key={ref}>
            <Link href={`/payment/response?trx_ref=${encodeURIComponent(ref)}`}>
              {fmt(t.payOrder, { number: orderNumber(ref) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
