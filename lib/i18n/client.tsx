"use client";

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, type ReactNode } from "react";
import { resolverOf, type MessageResolver, type MessageTree } from "@/lib/domain/api/message-tree";
import { formatMoney } from "@/lib/domain/locale-money";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { setActiveErrors } from "./localize";
import type { Catalogue } from "./types";

interface I18nValue {
  lang: Locale;
  m: Partial<Catalogue>;
  /** Resolves an English message to its code, on a page in another language (./localize.ts). */
  resolve?: MessageResolver;
}

/** Exported for ./client-errors.tsx only; components read it through the hooks. */
export const I18nContext = createContext<I18nValue>({ lang: DEFAULT_LOCALE, m: {} });

/**
 * Hands the catalogue namespaces a subtree's client islands need (picked on the server by ClientMessages), merged
 * with those of the providers above it. The root layout provides the site-wide ones; a page adds its own.
 */
export function I18nProvider({
  lang,
  messages,
  english,
  children,
}: {
  lang: Locale;
  messages: Partial<Catalogue>;
  /** The English errors tree, given with another language's errors namespace: what an English text is resolved by. */
  english?: MessageTree;
  children: ReactNode;
}) {
  const parent = useContext(I18nContext);
  // No English errors namespace is serialised into an English page (ClientMessages leaves it out): an English page
  // shows the messages as they come (./client-errors.tsx).
  const own = useMemo(() => (english ? resolverOf(english) : undefined), [english]);
  const resolve = own ?? parent.resolve;
  const value = useMemo(
    () => ({ lang, m: { ...parent.m, ...messages }, resolve }),
    [lang, parent.m, messages, resolve],
  );
  const errors = value.m.errors;
  // The page's catalogue for the toasts made outside React (./localize.ts): a layout effect, so it is in place when
  // the page commits, before any of its handlers can run.
  useLayoutEffect(() => setActiveErrors(errors ?? null, lang, resolve), [errors, lang, resolve]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The shopper's language. */
export function useLang(): Locale {
  return useContext(I18nContext).lang;
}

/** Whole rupiah in the shopper's language ('IDR 199,000', 'Rp 199.000', '199 000 IDR'); the server renders the same. */
export function useMoney(): (amount: number) => string {
  const lang = useLang();
  return useCallback((amount: number) => formatMoney(amount, lang), [lang]);
}

/**
 * The catalogue namespaces provided above this component. Typed as the whole catalogue: a namespace that no
 * provider above hands down is a programming error and fails loudly on first render.
 */
export function useMessages<N extends keyof Catalogue>(namespace: N): Catalogue[N] {
  const found = useContext(I18nContext).m[namespace];
  if (!found) throw new Error(`i18n: namespace "${namespace}" is not provided above this component`);
  return found as Catalogue[N];
}
