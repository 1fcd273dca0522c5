import { resetPasswordSchema } from "@/lib/domain/auth/inputs";
import { resetPassword } from "@/lib/server/auth/password-reset";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, resetPasswordSchema);
  return input.ok ? resetPassword(input.data) : input;
});
