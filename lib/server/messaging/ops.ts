import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import type { OpsOutput } from "@/lib/domain/ops/output";

export const MESSAGES_USAGE = [
  "  messages [list] [--failed] [--limit N]   WhatsApp backlog by status, then the messages not sent (or only the failed)",
  "  messages retry <id>|--failed           queues a failed message (or every failed one) again; the jobs send it",
];

const BACKLOG = ["queued", "sending", "failed"];

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function list(args: string[]): Promise<OpsOutput> {
  const db = await getDb();
  const limit = Math.min(Math.max(Number(option(args, "--limit")) || 50, 1), 500);
  const byStatus = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.channel, "whatsapp"))
    .groupBy(mailOutbox.status);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.channel, "whatsapp"),
        args.includes("--failed") ? eq(mailOutbox.status, "failed") : inArray(mailOutbox.status, BACKLOG),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  const summary = byStatus.length ? byStatus.map((s) => `${s.status} ${s.n}`).join(", ") : "no WhatsApp messages yet";
  return {
    code: 0,
    lines: [
      `whatsapp: ${summary}`,
      ...rows.map((r) =>
        [
          `#${r.id}`,
          r.createdAt.toISOString(),
          r.status.padEnd(7),
          `attempts ${r.attempts}`,
          r.kind,
          r.toAddress,
          r.status === "queued" ? `next ${r.nextAttemptAt.toISOString()}` : "",
          r.lastError ?? "",
        ]
          .join("  ")
          .trimEnd(),
      ),
    ],
  };
}

async function retry(args: string[]): Promise<OpsOutput> {
  const target = args[0];
  const id = Number(target);
  if (target !== "--failed" && !(Number.isInteger(id) && id > 0))
    return {
      code: 2,
      lines: ["messages retry needs a message id (#N of messages list) or --failed", ...MESSAGES_USAGE],
    };
  const db = await getDb();
  const rows = await db
    .update(mailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: null, claimedUntil: null })
    .where(
      and(
        eq(mailOutbox.channel, "whatsapp"),
        eq(mailOutbox.status, "failed"),
        target === "--failed" ? undefined : eq(mailOutbox.id, id),
      ),
    )
    .returning({ id: mailOutbox.id });
  if (rows.length === 0) return { code: 1, lines: ["no failed WhatsApp message to retry"] };
  return { code: 0, lines: [`${rows.length} message(s) queued again: ${rows.map((r) => `#${r.id}`).join(" ")}`] };
}

/** `npm run ops -- messages …`: the WhatsApp backlog and its failures, and queuing a failed message again. */
export async function messagesCommand(args: string[]): Promise<OpsOutput> {
  const [sub = "list", ...rest] = args;
  if (sub === "list" || sub.startsWith("--")) return list(sub === "list" ? rest : args);
  if (sub === "retry") return retry(rest);
  return { code: 2, lines: [`unknown messages command ${sub}`, ...MESSAGES_USAGE] };
}
