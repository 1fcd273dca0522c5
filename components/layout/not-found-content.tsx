"use client";

import Link from "@/components/ui/local-link";
import { useMessages } from "@/lib/i18n/client";
import { PageMain } from "@/components/layout/page-main";

/** The body of the 404 page: used by the site's not-found page and by the global 404 for unmatched URLs. */
export function NotFoundContent() {
  const m = useMessages("common");
  return (
    <PageMain className="container" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>{m.notFound.title}</h1>
      <p>{m.notFound.text}</p>
      <Link href="/products" className="btn">
        {m.continueShopping}
      </Link>
    </PageMain>
  );
}
