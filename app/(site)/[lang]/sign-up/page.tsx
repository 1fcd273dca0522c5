import type { Metadata } from "next";
import { redirect } from "next/navigation";
import styles from "@/components/auth/auth.module.css";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { getPageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: "Create an Account", robots: { index: false } };

export default async function SignUpPage() {
  if (await getPageSession()) redirect("/account");
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          Create an Account
        </h1>
        <SignUpForm />
      </section>
    </main>
  );
}
