import type { Metadata } from "next";
import { HowToPage } from "@/components/info/how-to-page";
import { ONLINE_DELIVERY_STEPS } from "@/lib/content/how-to";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.onlineDelivery);

export default function OnlineDeliveryPage() {
  return (
    <HowToPage
      title={INFO_PAGES.onlineDelivery.title}
      lead="Belanja dari mana saja, paket dikirim dari toko terdekat ke alamat Anda."
      steps={ONLINE_DELIVERY_STEPS}
      other={{ href: INFO_PAGES.pickupOnStore.path, label: "How Store Pickup works" }}
    />
  );
}
