import type { Metadata } from "next";
import Link from "next/link";
import styles from "@/components/auth/auth.module.css";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { RESET_LINK_INVALID } from "@/lib/domain/schemas/auth";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Reset Password
        </h1>
        {typeof token === "string" && token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert">
            {RESET_LINK_INVALID} <Link href="/forgot-password">Forgot Password?</Link>
          </p>
        )}
      </section>
    </main>
  );
}
