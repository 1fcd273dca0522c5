import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";
import styles from "@/components/auth/auth.module.css";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password", robots: { index: false } };

export default async function ForgotPasswordPage() {
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          Forgot Password
        </h1>
        <ForgotPasswordForm />
        <p>
          <Link href="/sign-in">Back to Sign In</Link>
        </p>
      </section>
    </main>
  );
}
