import "server-only";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { normalizeIndonesianPhone } from "@/lib/domain/phone";
import { messagingEnabled } from "@/lib/server/messaging";
import { fail, ok, type Result } from "../result";

/**
 * The number a WhatsApp opt-in goes to, in E.164 (+62…): the order's phone (the delivery address's, or the pickup's
 * contact). Null when the shopper did not tick it or the channel is off (the page does not offer it then); a refusal
 * naming the phone field when there is no number or it is not one WhatsApp can reach.
 */
export function whatsappOptIn(optedIn: boolean, phone: string | null | undefined): Result<string | null> {
  if (!optedIn || !messagingEnabled()) return ok(null);
  if (!phone?.trim())
    return fail(400, CHECKOUT_MSG.whatsappPhoneRequired, {
      address_recipient_phone: CHECKOUT_MSG.whatsappPhoneRequired,
    });
  const e164 = normalizeIndonesianPhone(phone);
  if (!e164 || !e164.startsWith("+628"))
    return fail(400, CHECKOUT_MSG.whatsappPhoneInvalid, { address_recipient_phone: CHECKOUT_MSG.whatsappPhoneInvalid });
  return ok(e164);
}
