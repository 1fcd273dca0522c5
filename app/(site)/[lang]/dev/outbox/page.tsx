import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { buildMode } from "@/lib/server/config";
import styles from "@/components/auth/auth.module.css";
import { formatApiDate } from "@/lib/domain/locale-format";
import { listOutbox, outboxPageEnabled } from "@/lib/server/account/outbox";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

/**
 * Development only: the mails the shop would have sent (password resets, guest order confirmations) and, beside them,
 * the WhatsApp messages (channel whatsapp: the template's text in the order's language, and its status).
 */
export default async function OutboxPage() {
  // A live build has no outbox page at all: decided while prerendering, so the answer is a real 404 (a notFound()
  // after the per-request part has started streaming could only answer 200).
  if (buildMode() === "live") notFound();
  await connection();
  if (!outboxPageEnabled()) notFound();
  const mails = await listOutbox();
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>Outbox</h1>
      {mails.length === 0 ? (
        <p>No mail or message yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Channel</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id}>
                <td>{formatApiDate(mail.createdAt.toISOString(), "en", "dateTime")}</td>
                <td>{mail.channel}</td>
                <td>{mail.to}</td>
                <td>
                  <Link href={`/dev/outbox/${mail.id}`}>{mail.subject}</Link>
                  {mail.channel !== "mail" && (
                    <p>
                      {mail.text} ({mail.deliveryStatus ?? mail.status})
                    </p>
                  )}
                </td>
                <td>{mail.kind}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageMain>
  );
}
