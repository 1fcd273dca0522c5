import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { AddressBook } from "@/components/account/address-book";
import { listAddresses } from "@/lib/server/account/addresses";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { listProvinces } from "@/lib/server/regions/regions";

export const metadata: Metadata = { title: "Shipping Address" };

export default async function ShippingAddressPage() {
  const auth = await requirePageSession("/account/shipping-address");
  const [addresses, provinces] = await Promise.all([listAddresses(auth.userId), listProvinces()]);
  return (
    <>
      <h1 className={styles.heading}>Shipping Address</h1>
      <AddressBook initialAddresses={addresses} provinces={provinces} />
    </>
  );
}
