"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";

type Props = ComponentProps<typeof NextLink> & { href: string };

/**
 * next/link in the page's language: a link to a page of this shop ("/products?sort=NEWEST") goes to that page's
 * address in the language being read ("/id/products?sort=NEWEST"); English keeps the spec's unprefixed addresses and
 * any other link is left as it is (lib/i18n/route.ts). Server and client components alike link through this.
 *
 * Prefetching waits for the shopper's intent: a link's page is prefetched when the pointer rests on it, a finger
 * touches it or it takes the focus, not when it scrolls into view. A listing shows dozens of product cards, and
 * prefetching each on sight spent a phone's data on pages it would not open: `/products` asked for 50 pages' payloads
 * as it loaded, now none (docs/performance.md). A caller that passes `prefetch` keeps Next's own behaviour for that
 * link.
 */
export default function LocalLink({ href, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const lang = useLang();
  const [intent, setIntent] = useState(false);
  const want = () => {
    if (!intent) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      href={localHref(lang, href)}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={(event) => {
        want();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        want();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        want();
        onFocus?.(event);
      }}
    />
  );
}
