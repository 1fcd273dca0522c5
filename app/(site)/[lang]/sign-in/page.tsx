import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import { redirect } from "next/navigation";
import { localHref } from "@/lib/i18n/route";
import styles from "@/components/auth/auth.module.css";
import { safeNext } from "@/lib/domain/safe-next";
import { SignInForm } from "@/components/auth/sign-in-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { signInAction } from "@/lib/server/auth/form-actions";
import { getPageSession } from "@/lib/server/auth/page-session";
import { takeFormState } from "@/lib/server/auth/form-flash";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.auth.signIn.metaTitle, alternates: pageAlternates(lang, "/sign-in"), robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: Props) {
  const { lang, m } = await pageMessages(params);
  const t = m.auth.signIn;
  const { next } = await searchParams;
  const nextPath = typeof next === "string" ? safeNext(next) : null;
  if (await getPageSession()) redirect(nextPath ?? localHref(lang, "/account"));
  return (
    <PageMain className={styles.page}>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" className={styles.title}>
            {t.title}
          </h1>
          <ClientMessages lang={lang} namespaces={["auth", "account"]}>
            <SignInForm next={nextPath} action={signInAction} shown={await takeFormState("sign-in", lang)} />
          </ClientMessages>
        </section>
        <section className={styles.card} aria-labelledby="new-customer-title">
          <h2 id="new-customer-title" className={styles.title}>
            {t.newCustomer}
          </h2>
          <p className={styles.muted}>{t.newCustomerText}</p>
          <Link href="/sign-up" className={styles.secondary}>
            {t.createAccount}
          </Link>
        </section>
      </div>
    </PageMain>
  );
}
