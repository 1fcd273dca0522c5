import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import styles from "@/components/auth/auth.module.css";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { resetPasswordAction } from "@/lib/server/auth/form-actions";
import { takeFormState } from "@/lib/server/auth/form-flash";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  // The token in the URL never leaves as a Referer (only the origin does); "no-referrer" would send its form post
  // with `Origin: null`, which the server refuses as a cross-site write.
  return {
    title: m.auth.resetPassword.metaTitle,
    alternates: pageAlternates(lang, "/reset-password"),
    robots: { index: false },
    referrer: "strict-origin",
  };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { lang, m } = await pageMessages(params);
  const t = m.auth.resetPassword;
  const { token } = await searchParams;
  return (
    <PageMain className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t.title}
        </h1>
        {typeof token === "string" && token ? (
          <ClientMessages lang={lang} namespaces={["auth", "account"]}>
            <ResetPasswordForm
              token={token}
              action={resetPasswordAction}
              shown={await takeFormState("reset-password", lang)}
            />
          </ClientMessages>
        ) : (
          <p role="alert">
            {t.linkInvalid} <Link href="/forgot-password">{m.auth.signIn.forgotPassword}</Link>
          </p>
        )}
      </section>
    </PageMain>
  );
}
