import { createReturnSchema } from "@/lib/domain/returns/inputs";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { dataResponse } from "@/lib/server/http/respond";
import { returnPayer } from "@/lib/server/returns/access";
import { createReturnDraft } from "@/lib/server/returns/requests";

/** POST returns: a draft return request; its files follow (return-files), then return-submit. */
export const POST = handle(async (req) => {
  const input = await readJson(req, createReturnSchema, 16 * 1024);
  if (!input.ok) return input;
  const payer = await returnPayer(req, input.data);
  if (!payer.ok) return payer;
  const made = await createReturnDraft(payer.data, input.data, requestClient(req.headers));
  return made.ok ? dataResponse(made.data, { status: 201 }) : made;
});
