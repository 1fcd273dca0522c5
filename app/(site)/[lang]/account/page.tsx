import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { NewsletterToggle } from "@/components/account/newsletter-toggle";
import { ProfileForm } from "@/components/account/profile-form";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { getProfile } from "@/lib/server/account/profile";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { WhatsAppConsent } from "@/components/account/whatsapp-consent";
import { withdrawWhatsAppAction } from "@/lib/server/account/whatsapp-actions";
import { accountWhatsAppNumbers } from "@/lib/server/account/whatsapp";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ whatsapp?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.account.information.metaTitle, alternates: pageAlternates(lang, "/account") };
}

export default async function AccountPage({ params, searchParams }: Props) {
  const { lang, m } = await pageMessages(params);
  const t = m.account.information;
  const auth = await requirePageSession("/account", lang);
  const { profile, newsletter_subscription } = await getProfile(auth.userId);
  const consents = await accountWhatsAppNumbers(auth.userId);
  const stopped = (await searchParams).whatsapp === "stopped";
  return (
    <>
      <h1 className={styles.heading}>{t.title}</h1>
      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title">{t.profile}</h2>
        <ProfileForm initial={profile} />
      </section>
      <section className={styles.section} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t.newsletter}</h2>
        <NewsletterToggle initial={newsletter_subscription} />
      </section>
      <WhatsAppConsent
        lang={lang}
        t={m.messaging}
        consents={consents}
        stopped={stopped}
        action={withdrawWhatsAppAction}
      />
    </>
  );
}
