import { profileSchema } from "@/lib/domain/auth/inputs";
import { getProfile, updateProfile } from "@/lib/server/account/profile";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { requestLang } from "@/lib/server/http/request-lang";
import { ok } from "@/lib/server/result";

export const GET = handle(async (req) => {
  const session = await requireAuth(req);
  return session.ok ? ok(await getProfile(session.auth.userId)) : session;
});

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, profileSchema);
  return input.ok
    ? updateProfile(session.auth.userId, input.data, requestClient(req.headers), requestLang(req.headers))
    : input;
});
