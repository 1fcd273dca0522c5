"use client";

import { useState } from "react";
import { useOrderReturns } from "@/lib/api/returns";
import { formatApiDate } from "@/lib/domain/locale-format";
import { freeLines } from "@/lib/domain/returns/policy";
import { fmt } from "@/lib/i18n/format";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { ReturnForm } from "./return-form";
import styles from "./returns.module.css";

/**
 * An order's returns, under its detail (My Orders) or on its own page (a guest's link): until when a return can be
 * asked, the form while it can, and each request's timeline.
 */
export function ReturnsPanel({ trxRef, payToken }: { trxRef: string; payToken?: string }) {
  const t = useMessages("returns");
  const lang = useLang();
  const money = useMoney();
  const { data, refresh } = useOrderReturns(trxRef, payToken);
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const date = (value: string) => formatApiDate(value, lang, "dateTime");
  const free = freeLines(data.lines);
  return (
    <section className={styles.panel} aria-labelledby={`returns-${trxRef}`}>
      <h3 id={`returns-${trxRef}`}>{t.heading}</h3>
      {!data.deadlines ? (
        <p>{t.notReceived}</p>
      ) : data.can_request ? (
        <p>{fmt(t.policy, { defect: date(data.deadlines.defect), damage: date(data.deadlines.damage) })}</p>
      ) : (
        <p role="note">
          {fmt(t.closed, {
            deadline: date(
              data.deadlines.defect > data.deadlines.damage ? data.deadlines.defect : data.deadlines.damage,
            ),
          })}
        </p>
      )}
      {data.requests.map((r) => (
        <article key={r.id} aria-label={fmt(t.requestTitle, { date: date(r.timeline[0]?.at ?? "") })}>
          <h4>{fmt(t.requestTitle, { date: date(r.timeline[0]?.at ?? "") })}</h4>
          <ol className={styles.timeline} aria-label={t.heading}>
            {r.timeline
              .filter((e) => e.status !== "DRAFT")
              .map((e, i) => (
                <li key={i}>
                  <strong>{t.statuses[e.status as keyof typeof t.statuses] ?? e.status}</strong> · {date(e.at)}
                  {e.status === "REJECTED" && r.reject_reason ? (
                    <div>{fmt(t.rejected, { reason: r.reject_reason })}</div>
                  ) : null}
                  {e.status === "REFUNDED" && r.refund_amount != null ? (
                    <div>{fmt(t.refunded, { amount: money(r.refund_amount) })}</div>
                  ) : null}
                </li>
              ))}
          </ol>
        </article>
      ))}
      {data.can_request && free.length > 0 ? (
        open ? (
          <ReturnForm
            trxRef={trxRef}
            payToken={payToken}
            returns={data}
            onSent={() => {
              setOpen(false);
              refresh();
            }}
          />
        ) : (
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>
            {t.start}
          </button>
        )
      ) : null}
    </section>
  );
}
