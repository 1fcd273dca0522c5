import { changePasswordSchema } from "@/lib/domain/auth/inputs";
import { changePassword } from "@/lib/server/account/change-password";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, changePasswordSchema);
  return input.ok ? changePassword(session.auth, input.data) : input;
});
