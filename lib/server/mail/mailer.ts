import "server-only";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. PASSWORD_RESET, ORDER_CONFIRMATION; shown in the outbox. */
  kind: string;
}

/**
 * Sends a mail: through SMTP when SMTP_URL is set (MAIL_FROM names the sender), otherwise it waits in the
 * outbox table, which the development outbox page lists. Every mail is recorded in the outbox either way.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const db = await getDb();
  const smtpUrl = process.env.SMTP_URL;
  let sentAt: Date | null = null;
  if (smtpUrl) {
    const { createTransport } = await import("nodemailer");
    const transport = createTransport(smtpUrl);
    await transport.sendMail({
      from: process.env.MAIL_FROM ?? "Storefront <no-reply@storefront.local>",
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    sentAt = new Date();
  }
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    kind: mail.kind,
    sentAt,
  });
}
