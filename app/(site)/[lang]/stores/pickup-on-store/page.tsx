import type { Metadata } from "next";
import { HowToPage } from "@/components/info/how-to-page";
import { PICKUP_ILLUSTRATIONS, howToSteps } from "@/lib/domain/content/how-to";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";
import { langOf, pageMessages } from "@/lib/i18n/server";

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("pickupOnStore", await langOf(params));
}

export default async function PickupOnStorePage({ params }: Props) {
  const { m } = await pageMessages(params);
  const page = m.info.howTo.pickupOnStore;
  return (
    <HowToPage
      title={m.info.pages.pickupOnStore.title}
      lead={page.lead}
      steps={howToSteps(PICKUP_ILLUSTRATIONS, page.steps)}
      other={{ href: INFO_PAGES.onlineDelivery.path, label: page.other }}
      m={m.info.howTo}
    />
  );
}
