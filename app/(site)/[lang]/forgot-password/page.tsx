import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "@/components/ui/local-link";
import styles from "@/components/auth/auth.module.css";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { forgotPasswordAction } from "@/lib/server/auth/form-actions";
import { takeFormState } from "@/lib/server/auth/form-flash";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return {
    title: m.auth.forgotPassword.metaTitle,
    alternates: pageAlternates(lang, "/forgot-password"),
    robots: { index: false },
  };
}

export default async function ForgotPasswordPage({ params }: Props) {
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  const { lang, m } = await pageMessages(params);
  const t = m.auth.forgotPassword;
  return (
    <PageMain className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t.title}
        </h1>
        <ClientMessages lang={lang} namespaces={["auth", "account"]}>
          <ForgotPasswordForm action={forgotPasswordAction} shown={await takeFormState("forgot-password", lang)} />
        </ClientMessages>
        <p>
          <Link href="/sign-in">{t.backToSignIn}</Link>
        </p>
      </section>
    </PageMain>
  );
}
