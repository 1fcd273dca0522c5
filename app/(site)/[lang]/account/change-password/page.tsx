import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { requirePageSession } from "@/lib/server/auth/page-session";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.account.changePassword.metaTitle, alternates: pageAlternates(lang, "/account/change-password") };
}

export default async function ChangePasswordPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  await requirePageSession("/account/change-password", lang);
  return (
    <>
      <h1 className={styles.heading}>{m.account.changePassword.title}</h1>
      <section className={styles.section}>
        <ChangePasswordForm />
      </section>
    </>
  );
}
