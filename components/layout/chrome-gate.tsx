"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** Routes that live outside the common page layout (spec: the category landing /shop/{category}). */
export function isOutsideCommonLayout(pathname: string | null): boolean {
  return pathname === "/shop" || Boolean(pathname?.startsWith("/shop/"));
}

/**
 * Renders the server-rendered header or footer it wraps, except on routes outside the common layout. The pathname
 * is known during server rendering too, so the landing page's HTML never contains the common header.
 */
export function ChromeGate({ children }: { children: ReactNode }) {
  return isOutsideCommonLayout(usePathname()) ? null : children;
}
