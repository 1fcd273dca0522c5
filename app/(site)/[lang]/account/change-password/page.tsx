import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { requirePageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: "Change Password" };

export default async function ChangePasswordPage() {
  await requirePageSession("/account/change-password");
  return (
    <>
      <h1 className={styles.heading}>Change Password</h1>
      <section className={styles.section}>
        <ChangePasswordForm />
      </section>
    </>
  );
}
