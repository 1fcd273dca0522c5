import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { localHref } from "@/lib/i18n/route";
import styles from "@/components/auth/auth.module.css";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { signUpAction } from "@/lib/server/auth/form-actions";
import { getPageSession } from "@/lib/server/auth/page-session";
import { takeFormState } from "@/lib/server/auth/form-flash";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The email a link offers to sign up with (the order page's offer to a guest): kept only if it is an email. */
function offeredEmail(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && z.email().safeParse(value).success ? value : undefined;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.auth.signUp.metaTitle, alternates: pageAlternates(lang, "/sign-up"), robots: { index: false } };
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const { lang, m } = await pageMessages(params);
  if (await getPageSession()) redirect(localHref(lang, "/account"));
  return (
    <PageMain className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          {m.auth.signUp.title}
        </h1>
        <ClientMessages lang={lang} namespaces={["auth", "account"]}>
          <SignUpForm
            action={signUpAction}
            shown={await takeFormState("sign-up", lang)}
            email={offeredEmail((await searchParams).email)}
          />
        </ClientMessages>
      </section>
    </PageMain>
  );
}
