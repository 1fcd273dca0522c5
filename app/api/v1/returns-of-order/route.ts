import { returnsOfOrderSchema } from "@/lib/domain/returns/inputs";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { returnPayer } from "@/lib/server/returns/access";
import { readOrderReturns } from "@/lib/server/returns/requests";

/** POST returns-of-order: an order's return eligibility, lines and requests, for its owner only. */
export const POST = handle(async (req) => {
  const input = await readJson(req, returnsOfOrderSchema);
  if (!input.ok) return input;
  const payer = await returnPayer(req, input.data);
  if (!payer.ok) return payer;
  return readOrderReturns(payer.data, input.data.trx_ref);
});
