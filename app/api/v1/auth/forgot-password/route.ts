import { forgotPasswordSchema } from "@/lib/domain/auth/inputs";
import { authGate } from "@/lib/server/auth/limits";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { siteOrigin } from "@/lib/server/auth/respond";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";

export const POST = handle(async (req) => {
  const input = await readJson(req, forgotPasswordSchema);
  if (!input.ok) return input;
  const gate = await authGate(requestClient(req.headers));
  if (gate) return gate;
  return requestPasswordReset(input.data.email, siteOrigin(req));
});
