import { readCookieToken } from "@/lib/server/auth/context";
import { sessionHandoffBody } from "@/lib/domain/auth/contract";
import { handOverSession } from "@/lib/server/auth/handoff";
import { heldDeviceKeyHash } from "@/lib/server/cart/device-key";
import { clearedHandoffCookie } from "@/lib/server/auth/cookie";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { resultResponse } from "@/lib/server/http/respond";

/**
 * After a sign-in made without script, the page's script asks here for the token of the httpOnly session cookie
 * (the client keeps it in localStorage, spec section 4); the guest cart joins the account as at any sign-in. The
 * hand-over marker cookie ends either way.
 */
export const POST = handle(async (req) => {
  const input = await readJson(req, sessionHandoffBody);
  if (!input.ok) return input;
  const response = resultResponse(
    await handOverSession(readCookieToken(req), input.data.local_device_id, heldDeviceKeyHash(req)),
  );
  response.headers.append("Set-Cookie", clearedHandoffCookie(req));
  return response;
});
