'use client';

import { useCallback } from 'react';
import { useLocalize, useMessages } from '@/lib/i18n/client';

/**
 * A message of a form check or of the API in the shopper's language: our auth and account endpoints' own answers
 * from the account namespace (keyed by their English text), the spec's messages from the errors namespace,
 * anything else as it came. Pages with these forms provide the account namespace (the checkout does, for its
 * address form).
 */
export function useApiText(): (text: string) => string {
  const localize = useLocalize();
  const answers: Readonly<Record<string, string>> = useMessages('account').api;
  return useCallback((text: string) => answers[text] ?? localize(text), [answers, localize]);
}
