import { newsletterBody } from "@/lib/server/account/inputs";
import { subscribeEmail } from "@/lib/server/account/newsletter";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

/** The home page's newsletter box: `{ email }`, no sign-in needed; subscribing twice changes nothing. */
export const POST = handle(async (req) => {
  const input = await readJson(req, newsletterBody);
  return input.ok ? subscribeEmail(input.data.email) : input;
});
