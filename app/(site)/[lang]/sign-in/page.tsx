import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import styles from "@/components/auth/auth.module.css";
import { safeNext } from "@/components/auth/safe-next";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getPageSession } from "@/lib/server/auth/page-session";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const nextPath = typeof next === "string" ? safeNext(next) : null;
  if (await getPageSession()) redirect(nextPath ?? "/account");
  return (
    <main className={styles.page}>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" className={styles.title}>
            Sign In
          </h1>
          <SignInForm next={nextPath} />
        </section>
        <section className={styles.card} aria-labelledby="new-customer-title">
          <h2 id="new-customer-title" className={styles.title}>
            New Customer
          </h2>
          <p className={styles.muted}>Create an account to keep a wishlist, save your addresses and follow your orders.</p>
          <Link href="/sign-up" className={styles.secondary}>
            Create an Account
          </Link>
        </section>
      </div>
    </main>
  );
}
