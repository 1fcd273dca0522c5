import { newsletterBody } from "@/lib/domain/account/contract";
import { subscribeEmail } from "@/lib/server/account/newsletter";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { consume, tooMany } from "@/lib/server/limits";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { requestClient } from "@/lib/server/http/request-client";

/** The home page's newsletter box: `{ email }`, no sign-in needed; subscribing twice changes nothing. */
export const POST = handle(async (req) => {
  const input = await readJson(req, newsletterBody);
  if (!input.ok) return input;
  const allowed = await consume("newsletter", [requestClient(req.headers)]);
  return allowed.ok ? subscribeEmail(input.data.email) : tooMany(allowed, LIMIT_MSG.tooMany);
});
