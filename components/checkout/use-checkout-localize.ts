"use client";

import { useCallback } from "react";
import { useLocalize, useMessages } from "@/lib/i18n/client";
import { localizeCheckoutApi } from "./api-messages";

/** The spec's messages (errors namespace) and the checkout API's own, in the shopper's language. */
export function useCheckoutLocalize(): (text: string) => string {
  const localize = useLocalize();
  const api = useMessages("checkout").api;
  return useCallback((text: string) => {
    const known = localize(text);
    return known !== text ? known : localizeCheckoutApi(api, text);
  }, [localize, api]);
}
