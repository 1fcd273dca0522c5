import { unsubscribeUser } from "@/lib/server/account/newsletter";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  return session.ok ? unsubscribeUser(session.auth.userId) : session;
});
