"use client";

import { useRouter } from "next/navigation";
import { useRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A page of this shop: a path, not another site's address ('//host/…' is one) nor a script. */
const isShopPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** A click the browser should handle itself: a new tab or window, a download, a click already handled. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== "" && link.target !== "_self") ||
    link.hasAttribute("download")
  );
}

/**
 * A link in the page's language: a link to a page of this shop ("/products?sort=NEWEST") goes to that page's address
 * in the language being read ("/id/products?sort=NEWEST"); English keeps the spec's unprefixed addresses and any
 * other link is left as it is (lib/i18n/route.ts). Server and client components alike link through this.
 *
 * A plain `<a>` that Next's router follows, as next/link does, without next/link's code (about 3 KB compressed on
 * every page; docs/performance.md): once the page runs, a plain left click on a page of the shop is a client
 * navigation (`router.push`, which scrolls to the top or to the address's #fragment); a click with a modifier, on a
 * link to a new tab or another site, or before the page has hydrated is the browser's own.
 *
 * Prefetching waits for the shopper's intent: a link's page is prefetched when the pointer rests on it, a finger
 * touches it or it takes the focus, never when it scrolls into view. A listing shows dozens of product cards, and
 * prefetching each on sight spent a phone's data on pages it would not open: `/products` asked for 50 pages' payloads
 * as it loaded, now none.
 */
export default function LocalLink({ href, onClick, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const lang = useLang();
  const router = useRouter();
  const address = localHref(lang, href);
  const prefetched = useRef(false);
  const want = () => {
    if (prefetched.current || !isShopPath(address)) return;
    prefetched.current = true;
    router.prefetch(address);
  };
  return (
    <a
      {...props}
      href={address}
      onClick={(event) => {
        onClick?.(event);
        if (!isShopPath(address) || leftToBrowser(event)) return;
        event.preventDefault();
        router.push(address);
      }}
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
