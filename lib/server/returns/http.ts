import "server-only";
import {
  createReturnSchema,
  returnFileQuerySchema,
  returnsOfOrderSchema,
  submitReturnSchema,
} from "@/lib/domain/returns/inputs";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "@/lib/server/auth/context";
import type { Payer } from "@/lib/server/checkout/pay-again";
import { readJson, readQuery } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { dataResponse } from "@/lib/server/http/respond";
import { fail, ok, type Result } from "../result";
import { uploadReturnFile } from "./files";
import { createReturnDraft, readOrderReturns } from "./requests";
import { submitReturn } from "./submit";

/** Who asks: the session's account, else the device or the order's link token in the body. */
async function payerOf(req: Request, body: { local_device_id?: string; pay_token?: string }): Promise<Result<Payer>> {
  const token = readToken(req);
  const auth = token ? await authenticateToken(token) : null;
  if (token && !auth && req.headers.get("authorization")) return fail(401, SESSION_EXPIRED_MESSAGE);
  return ok({ auth, deviceId: body.local_device_id || null, payToken: body.pay_token || null });
}

export async function handleOrderReturns(req: Request) {
  const input = await readJson(req, returnsOfOrderSchema);
  if (!input.ok) return input;
  const payer = await payerOf(req, input.data);
  if (!payer.ok) return payer;
  return readOrderReturns(payer.data, input.data.trx_ref);
}

export async function handleCreateReturn(req: Request) {
  const input = await readJson(req, createReturnSchema, 16 * 1024);
  if (!input.ok) return input;
  const payer = await payerOf(req, input.data);
  if (!payer.ok) return payer;
  const made = await createReturnDraft(payer.data, input.data, requestClient(req.headers));
  return made.ok ? dataResponse(made.data, { status: 201 }) : made;
}

export async function handleReturnFile(req: Request) {
  const query = readQuery(req, returnFileQuerySchema);
  if (!query.ok) {
    await req.body?.cancel().catch(() => undefined);
    return query;
  }
  const length = req.headers.get("content-length");
  const stored = await uploadReturnFile({
    requestId: query.data.request_id,
    kind: query.data.kind,
    name: query.data.name,
    token: req.headers.get("x-return-token"),
    body: req.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    client: requestClient(req.headers),
  });
  return stored.ok ? dataResponse(stored.data, { status: 201 }) : stored;
}

export async function handleSubmitReturn(req: Request) {
  const input = await readJson(req, submitReturnSchema);
  if (!input.ok) return input;
  return submitReturn(input.data.request_id, req.headers.get("x-return-token"));
}
