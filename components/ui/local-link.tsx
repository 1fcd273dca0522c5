"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import { INTENT_PREFETCH_ATTRIBUTE } from "./intent-prefetch";

/** The mark IntentPrefetch looks for. */
const PREFETCH_ON_INTENT = { [INTENT_PREFETCH_ATTRIBUTE]: "" };

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & { href: string };

/**
 * `next/link` in the page's language: a page of this shop ("/products?sort=NEWEST") is linked at its address in the
 * language being read ("/id/products?sort=NEWEST"), English keeps the spec's unprefixed addresses and any other link
 * is left as it is (lib/i18n/route.ts). Server and client components alike link through this.
 *
 * It never prefetches on sight: a listing shows dozens of cards and every page a header and footer full of links.
 * The page's one IntentPrefetch (./intent-prefetch.tsx) prefetches a link's page once the pointer rests on it, a
 * finger touches it or it takes the focus.
 */
export default function LocalLink({ href, ...props }: Props) {
  const lang = useLang();
  return <NextLink {...props} href={localHref(lang, href)} prefetch={false} {...PREFETCH_ON_INTENT} />;
}
