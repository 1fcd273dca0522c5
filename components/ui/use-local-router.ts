"use client";

import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useLang } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";

type Router = ReturnType<typeof useRouter>;

/** Next's router in the page's language: push("/sign-in") on an Indonesian page goes to /id/sign-in (LocalLink's rule). */
export function useLocalRouter(): Router {
  const router = useRouter();
  const lang = useLang();
  return useMemo<Router>(
    () => ({
      ...router,
      push: (href, options) => router.push(localHref(lang, href), options),
      replace: (href, options) => router.replace(localHref(lang, href), options),
      prefetch: (href, options) => router.prefetch(localHref(lang, href), options),
    }),
    [router, lang],
  );
}
