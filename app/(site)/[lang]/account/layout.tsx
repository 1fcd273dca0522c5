import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountMenu } from "@/components/account/account-menu";
import styles from "@/components/account/account.module.css";

export const metadata: Metadata = { robots: { index: false } };

/** The side menu of the account area; each page checks the session itself (layouts do not re-render on navigation). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.layout}>
      <AccountMenu />
      <div className={styles.content}>{children}</div>
    </main>
  );
}
