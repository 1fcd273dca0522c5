import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountMenu } from "@/components/account/account-menu";
import styles from "@/components/account/account.module.css";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { langOf } from "@/lib/i18n/server";
import { PageMain } from "@/components/layout/page-main";

export const metadata: Metadata = { robots: { index: false } };

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

/**
 * The side menu of the account area; each page checks the session itself (layouts do not re-render on navigation).
 * Its islands (menu, profile, password and address forms) speak the account and auth namespaces.
 */
export default async function AccountLayout({ children, params }: Props) {
  const lang = await langOf(params);
  return (
    <ClientMessages lang={lang} namespaces={["account", "auth"]}>
      <PageMain className={styles.layout}>
        <AccountMenu />
        <div className={styles.content}>{children}</div>
      </PageMain>
    </ClientMessages>
  );
}
