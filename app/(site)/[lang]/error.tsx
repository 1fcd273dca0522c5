"use client";

import Link from "@/components/ui/local-link";
import { useMessages } from "@/lib/i18n/client";
import { PageMain } from "@/components/layout/page-main";

/** A page that failed to render: offer a retry instead of a blank screen. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useMessages("common").error;
  return (
    <PageMain className="container" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p style={{ display: "flex", gap: "0.75rem", justifyContent: "center" }}>
        <button type="button" className="btn" onClick={reset}>
          {t.retry}
        </button>
        <Link href="/" className="btn btn-outline">
          {t.home}
        </Link>
      </p>
    </PageMain>
  );
}
