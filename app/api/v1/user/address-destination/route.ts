import { addressDestinationSchema } from "@/lib/domain/account/address-inputs";
import { confirmAddressDestination } from "@/lib/server/account/addresses";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, addressDestinationSchema);
  return input.ok ? confirmAddressDestination(session.auth.userId, input.data) : input;
});
