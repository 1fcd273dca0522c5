import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import styles from "@/components/auth/auth.module.css";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { confirmNewsletter } from "@/lib/server/account/newsletter";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  // The token never leaves as a Referer.
  return {
    title: m.account.newsletter.confirmTitle,
    alternates: pageAlternates(lang, "/newsletter/confirm"),
    robots: { index: false },
    referrer: "strict-origin",
  };
}

/** The newsletter's double opt-in: the link mailed by the home box's sign-up; only this link subscribes the address. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const { m } = await pageMessages(params);
  const t = m.account.newsletter;
  const { token } = await searchParams;
  const confirmed = typeof token === "string" && (await confirmNewsletter(token));
  return (
    <PageMain className={styles.page}>
      <section className={styles.card} aria-labelledby="newsletter-confirm-title">
        <h1 id="newsletter-confirm-title" className={styles.title}>
          {t.confirmTitle}
        </h1>
        <p role={confirmed ? "status" : "alert"}>{confirmed ? t.confirmed : t.linkInvalid}</p>
        <p>
          <Link href="/">{m.common.continueShopping}</Link>
        </p>
      </section>
    </PageMain>
  );
}
