import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { buildMode } from "@/lib/server/config";
import styles from "@/components/auth/auth.module.css";
import { formatApiDate } from "@/lib/domain/locale-format";
import { getOutboxMail, outboxPageEnabled } from "@/lib/server/account/outbox";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

export const metadata: Metadata = { title: "Outbox mail", robots: { index: false }, referrer: "no-referrer" };

export default async function OutboxMailPage({ params }: { params: Promise<{ id: string }> }) {
  // A live build has no outbox page at all: decided while prerendering, so the answer is a real 404 (a notFound()
  // after the per-request part has started streaming could only answer 200).
  if (buildMode() === "live") notFound();
  await connection();
  if (!outboxPageEnabled()) notFound();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const mail = await getOutboxMail(Number(id));
  if (!mail) notFound();
  return (
    <PageMain className={styles.page}>
      <p>
        <Link href="/dev/outbox">Back to the outbox</Link>
      </p>
      <h1 className={styles.title}>{mail.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>{mail.toAddress}</dd>
        <dt>Date</dt>
        <dd>{formatApiDate(mail.createdAt.toISOString(), "en", "dateTime")}</dd>
        <dt>Kind</dt>
        <dd>{mail.kind}</dd>
      </dl>
      {/* The text body as text: React escapes it, so a mail can never inject markup here. */}
      <pre data-testid="mail-body" style={{ whiteSpace: "pre-wrap" }}>
        {mail.textBody}
      </pre>
    </PageMain>
  );
}
