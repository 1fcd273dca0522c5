import { submitReturnSchema } from "@/lib/domain/returns/inputs";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { submitReturn } from "@/lib/server/returns/submit";

/** POST return-submit: sends a draft once its photos and video have arrived. */
export const POST = handle(async (req) => {
  const input = await readJson(req, submitReturnSchema);
  if (!input.ok) return input;
  return submitReturn(input.data.request_id, req.headers.get("x-return-token"));
});
