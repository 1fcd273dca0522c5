import "server-only";
import type { Transporter } from "nodemailer";
import { watchProvider } from "@/lib/server/observe/spans";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one mail or throws; the outbox decides what a failure means. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

const DEFAULT_FROM = "Storefront <no-reply@storefront.local>";
let cached: { url: string; transporter: Promise<Transporter> } | null = null;

/**
 * The SMTP server of SMTP_URL (MAIL_FROM names the sender), or null when none is set. Short timeouts: a slow or
 * unreachable server delays only the sender, which runs after the response and on the scheduler, never a shopper.
 */
export function smtpTransport(env: Readonly<Record<string, string | undefined>> = process.env): MailTransport | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    cached = {
      url,
      transporter: import("nodemailer").then(({ createTransport }) =>
        createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
      ),
    };
  }
  const transporter = cached.transporter;
  const from = env.MAIL_FROM || DEFAULT_FROM;
  return watchProvider<MailTransport>("mail", {
    async send(mail) {
      await (await transporter).sendMail({ from, ...mail });
    },
  });
}
