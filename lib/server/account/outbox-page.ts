import { isLive } from "@/lib/server/config";

/**
 * The development outbox page exists outside production, or in production when OUTBOX_PAGE=1 (the e2e run); never
 * in live mode, where it would show shoppers' mail. The proxy answers 404 for it when it is off (a notFound() in the
 * page itself, after its per-request part has started streaming, could only answer 200).
 */
export function outboxPageEnabled(): boolean {
  if (isLive()) return false;
  return process.env.NODE_ENV !== "production" || process.env.OUTBOX_PAGE === "1";
}
