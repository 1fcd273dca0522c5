import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { NewsletterToggle } from "@/components/account/newsletter-toggle";
import { ProfileForm } from "@/components/account/profile-form";
import { getProfile } from "@/lib/server/account/profile";
import { requirePageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: "Account Information" };

export default async function AccountPage() {
  const auth = await requirePageSession("/account");
  const { profile, newsletter_subscription } = await getProfile(auth.userId);
  return (
    <>
      <h1 className={styles.heading}>Account Information</h1>
      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <ProfileForm initial={profile} />
      </section>
      <section className={styles.section} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Newsletter</h2>
        <NewsletterToggle initial={newsletter_subscription} />
      </section>
    </>
  );
}
