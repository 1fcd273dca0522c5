import type { Metadata } from "next";
import Link from "@/components/ui/local-link";
import { pageMessages } from "@/lib/i18n/server";
import { PageMain } from "@/components/layout/page-main";

/**
 * The offline page, one per language (/offline, /id/offline, /fr/offline): precached by the service worker and
 * served in place of any page it cannot fetch and has not saved (docs/adr/0009-offline.md). Never indexed. Its main
 * is marked `data-offline-page`: served at the address that failed, the page tells the offline bar what it is
 * (components/layout/offline-bar.tsx), which shows nothing here, since the page says it all.
 */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { m } = await pageMessages(params);
  return { title: m.common.offline.pageTitle, robots: { index: false, follow: false } };
}

export default async function OfflinePage({ params }: { params: Promise<{ lang: string }> }) {
  const { m } = await pageMessages(params);
  const t = m.common.offline;
  return (
    <PageMain data-offline-page="" className="container" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>{t.pageTitle}</h1>
      <p>{t.pageText}</p>
      <p>
        {/* Served at the address that failed: an empty link asks for it again, without a script. */}
        <a className="btn" href="">
          {t.retry}
        </a>{" "}
        <Link className="btn btn-outline" href="/">
          {m.common.error.home}
        </Link>
      </p>
    </PageMain>
  );
}
