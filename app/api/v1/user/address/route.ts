import type { UserAddressList } from "@/lib/domain/account/contract";
import { addressEditSchema, addressIdSchema, addressSchema } from "@/lib/domain/account/address-inputs";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "@/lib/server/account/addresses";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson, readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";

export const GET = handle(async (req) => {
  const session = await requireAuth(req);
  return session.ok
    ? ok({ user_addresses: await listAddresses(session.auth.userId) } satisfies UserAddressList)
    : session;
});

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, addressSchema);
  return input.ok ? createAddress(session.auth.userId, input.data) : input;
});

export const PUT = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, addressEditSchema);
  return input.ok ? updateAddress(session.auth.userId, input.data) : input;
});

/** The payload of a DELETE travels as query parameters (spec section 7). */
export const DELETE = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = readQuery(req, addressIdSchema);
  return input.ok ? deleteAddress(session.auth.userId, input.data.user_address_id) : input;
});
