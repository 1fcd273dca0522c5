/**
 * A guest's address and email rules (lib/domain/checkout/guest-contact.ts: the API's zod schemas), loaded when a
 * guest's checkout needs them rather than with the checkout and payment pages: a signed-in shopper's checkout never
 * uses zod.
 */
type GuestChecks = typeof import("@/lib/domain/checkout/guest-contact");

/** The rules, or null when they could not be fetched (the caller says the connection failed). */
export function loadGuestChecks(): Promise<GuestChecks | null> {
  return import("@/lib/domain/checkout/guest-contact").catch(() => null);
}
