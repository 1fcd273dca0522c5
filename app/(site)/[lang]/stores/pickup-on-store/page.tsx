import type { Metadata } from "next";
import { HowToPage } from "@/components/info/how-to-page";
import { PICKUP_STEPS } from "@/lib/content/how-to";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.pickupOnStore);

export default function PickupOnStorePage() {
  return (
    <HowToPage
      title={INFO_PAGES.pickupOnStore.title}
      lead="Pesan online, ambil di toko pilihan Anda tanpa ongkos kirim."
      steps={PICKUP_STEPS}
      other={{ href: INFO_PAGES.onlineDelivery.path, label: "How Online Delivery works" }}
    />
  );
}
