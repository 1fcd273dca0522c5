import { forgotPasswordSchema } from "@/lib/domain/schemas/auth";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { siteOrigin } from "@/lib/server/auth/respond";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, forgotPasswordSchema);
  return input.ok ? requestPasswordReset(input.data.email, siteOrigin(req)) : input;
});
