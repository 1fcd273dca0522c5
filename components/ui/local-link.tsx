"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";

/**
 * next/link in the page's language: a link to a page of this shop ("/products?sort=NEWEST") goes to that page's
 * address in the language being read ("/id/products?sort=NEWEST"); English keeps the spec's unprefixed addresses and
 * any other link is left as it is (lib/i18n/route.ts). Server and client components alike link through this.
 */
export default function LocalLink({ href, ...props }: ComponentProps<typeof NextLink> & { href: string }) {
  const lang = useLang();
  return <NextLink {...props} href={localHref(lang, href)} />;
}
