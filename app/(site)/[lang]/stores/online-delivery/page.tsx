import type { Metadata } from "next";
import { HowToPage } from "@/components/info/how-to-page";
import { ONLINE_DELIVERY_ILLUSTRATIONS, howToSteps } from "@/lib/domain/content/how-to";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";
import { langOf, pageMessages } from "@/lib/i18n/server";

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("onlineDelivery", await langOf(params));
}

export default async function OnlineDeliveryPage({ params }: Props) {
  const { m } = await pageMessages(params);
  const page = m.info.howTo.onlineDelivery;
  return (
    <HowToPage
      title={m.info.pages.onlineDelivery.title}
      lead={page.lead}
      steps={howToSteps(ONLINE_DELIVERY_ILLUSTRATIONS, page.steps)}
      other={{ href: INFO_PAGES.pickupOnStore.path, label: page.other }}
      m={m.info.howTo}
    />
  );
}
