import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { AddressBook } from "@/components/account/address-book";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { listAddresses } from "@/lib/server/account/addresses";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { listProvinces } from "@/lib/server/regions/regions";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.account.addresses.metaTitle, alternates: pageAlternates(lang, "/account/shipping-address") };
}

export default async function ShippingAddressPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  const auth = await requirePageSession("/account/shipping-address", lang);
  const [addresses, provinces] = await Promise.all([listAddresses(auth.userId), listProvinces()]);
  return (
    <>
      <h1 className={styles.heading}>{m.account.addresses.title}</h1>
      <AddressBook initialAddresses={addresses} provinces={provinces} />
    </>
  );
}
