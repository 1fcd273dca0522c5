"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & { href: string };

/**
 * `next/link` in the page's language: a page of this shop ("/products?sort=NEWEST") is linked at its address in the
 * language being read ("/id/products?sort=NEWEST"), English keeps the spec's unprefixed addresses and any other link
 * is left as it is (lib/i18n/route.ts). Server and client components alike link through this.
 *
 * It prefetches on intent, Next's hover-triggered prefetch extended to touch and focus: a link's page is prefetched
 * once the pointer rests on it, a finger touches it or it takes the focus, never because it scrolled into view. A
 * listing shows dozens of product cards and every page a header and footer full of links; prefetching each on sight
 * would spend a phone's data and main thread during the load on pages the shopper does not open.
 */
export default function LocalLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const lang = useLang();
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      href={localHref(lang, href)}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
