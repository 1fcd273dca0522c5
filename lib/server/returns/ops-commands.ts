import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, returnFiles, returnRequests } from "@/lib/db/schema";
import { orderNumber } from "@/lib/domain/display-text";
import { formatIDR } from "@/lib/domain/money";
import { isReturnStatus } from "@/lib/domain/order-status";
import type { OpsOutput } from "@/lib/domain/ops/output";
import { wibDateTime } from "@/lib/domain/wib";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { runReviewsCommand, type ReviewsCommandOutput } from "@/lib/server/reviews/ops-commands";
import { fileStore } from "@/lib/server/storage";
import type { Result } from "../result";
import { decryptBankDetails } from "./bank-details";
import { approveReturn, findReturn, receiveReturn, rejectReturn } from "./moves";
import { refundLimit, refundReturn } from "./refund";
import { viewRequests, type ReturnRow } from "./view";

export const RETURNS_USAGE = [
  "Usage: npm run ops -- returns <command>",
  "  list [--status STATUS] [--limit N]     newest requests (STATUS: REQUESTED, APPROVED, REJECTED, RECEIVED, REFUNDED, DRAFT)",
  "  show <id>                              the request, its lines, timeline, bank details and signed links to its files (1 hour)",
  "  approve <id>                           REQUESTED -> APPROVED, mails the shopper",
  "  reject <id> <reason...>                REQUESTED -> REJECTED; the shopper reads the reason",
  "  receive <id> <condition...> [--restock SHOWROOM_ID]   APPROVED -> RECEIVED; --restock puts the units back on sale there",
  "  refund <id> <amount> [reference]       RECEIVED -> REFUNDED: Midtrans' refund API where it was paid so, else a bank transfer",
  "<id> is the request's id or its first 8 characters.",
];

const usage = (why?: string): OpsOutput => ({ code: 2, lines: [...(why ? [why] : []), ...RETURNS_USAGE] });
const LINK_SECONDS = 3600;

function option(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const i = args.indexOf(name);
  if (i < 0) return { value: undefined, rest: args };
  return { value: args[i + 1], rest: [...args.slice(0, i), ...args.slice(i + 2)] };
}

function moved(result: Result<ReturnRow>): OpsOutput {
  if (!result.ok) return { code: 1, lines: [`refused: ${result.error.message}`] };
  const r = result.data;
  const extra = r.refundAmount != null ? ` ${formatIDR(r.refundAmount)} by ${r.refundMethod}` : "";
  return { code: 0, lines: [`return ${r.publicId} ${r.status}${extra}`] };
}

async function list(args: string[]): Promise<OpsOutput> {
  const status = option(args, "--status").value?.toUpperCase();
  if (status && !isReturnStatus(status)) return usage(`unknown status ${status}`);
  const limit = Math.min(Math.max(Number(option(args, "--limit").value) || 50, 1), 500);
  const db = await getDb();
  const rows = await db
    .select({ r: returnRequests, trxRef: orders.trxRef })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(status ? eq(returnRequests.status, status) : undefined)
    .orderBy(desc(returnRequests.updatedAt), desc(returnRequests.id))
    .limit(limit);
  if (rows.length === 0) return { code: 0, lines: ["no return requests"] };
  return {
    code: 0,
    lines: rows.map(({ r, trxRef }) =>
      [
        r.publicId.slice(0, 8),
        wibDateTime(r.updatedAt),
        r.status.padEnd(9),
        `#${orderNumber(trxRef)}`,
        r.reason,
        r.method,
      ].join("  "),
    ),
  };
}

async function show(ref: string): Promise<OpsOutput> {
  const found = await findReturn(ref);
  if (!found.ok) return { code: 1, lines: [`refused: ${found.error.message}`] };
  const r = found.data;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  const [view] = await viewRequests(db, [r]);
  const files = await db.select().from(returnFiles).where(eq(returnFiles.requestId, r.id)).orderBy(asc(returnFiles.id));
  const bank = r.bankDetailsEnc ? decryptBankDetails(r.bankDetailsEnc) : null;
  const lines = [
    `return ${r.publicId}  ${r.status}  order #${orderNumber(order!.trxRef)} (${order!.trxRef})`,
    `reason ${r.reason}; tags attached: ${r.tagsAttached ? "yes" : "no"}; method ${r.method}${r.showroomId ? ` at showroom ${r.showroomId}` : ""}`,
    ...(r.method === "parcel"
      ? [
          `parcel receipt ${r.parcelReceipt ?? "-"}; shipping cost ${r.parcelCost != null ? formatIDR(r.parcelCost) : "-"}`,
        ]
      : []),
    `description: ${r.description}`,
    ...view!.lines.map((l) => `  line ${l.line_id}: ${l.product_name} size ${l.size_code} x${l.qty}`),
    `refund at most ${formatIDR(await refundLimit(r))}`,
    bank ? `bank: ${bank.bank_name} ${bank.account_number} (${bank.account_holder})` : "bank: none given",
    ...(r.rejectReason ? [`rejected: ${r.rejectReason}`] : []),
    ...(r.condition ? [`condition: ${r.condition}`] : []),
    ...(r.refundAmount != null
      ? [`refunded ${formatIDR(r.refundAmount)} by ${r.refundMethod} ${r.refundReference ?? ""}`.trimEnd()]
      : []),
    "timeline:",
    ...view!.timeline.map((e) => `  ${e.at}  ${e.status}${e.note ? `  ${e.note}` : ""}`),
    `files (links valid ${LINK_SECONDS / 60} minutes):`,
  ];
  for (const f of files)
    lines.push(
      `  ${f.kind} ${f.fileName} (${f.contentType}, ${f.size} bytes): ${await fileStore().signedUrl(f.storageKey, LINK_SECONDS)}`,
    );
  return { code: 0, lines };
}

/** `npm run ops -- returns …` (and the ops API with the same args): the staff's side of returns (docs/returns.md). */
export async function runReturnsCommand(args: string[]): Promise<OpsOutput> {
  const [command, ...rest] = args;
  switch (command) {
    case "list":
      return list(rest);
    case "show":
      return rest[0] ? show(rest[0]) : usage("show needs <id>");
    case "approve":
      return rest[0] ? moved(await approveReturn(rest[0])) : usage("approve needs <id>");
    case "reject":
      return rest[0] && rest[1]
        ? moved(await rejectReturn(rest[0], rest.slice(1).join(" ")))
        : usage("reject needs <id> <reason>");
    case "receive": {
      const restock = option(rest, "--restock");
      const showroom = restock.value !== undefined ? Number(restock.value) : undefined;
      if (showroom !== undefined && !Number.isInteger(showroom)) return usage("--restock needs a showroom id");
      const [id, ...words] = restock.rest;
      return id && words.length
        ? moved(await receiveReturn(id, words.join(" "), showroom))
        : usage("receive needs <id> <condition>");
    }
    case "refund": {
      const amount = Number(rest[1]);
      if (!rest[0] || !/^\d+$/.test(rest[1] ?? "")) return usage("refund needs <id> <amount in whole rupiah>");
      return moved(await refundReturn(rest[0], amount, rest[2]));
    }
    default:
      return usage(command ? `unknown returns command ${command}` : undefined);
  }
}

/**
 * Every staff command: `returns …` here, `reviews …` in lib/server/reviews/ops-commands.ts, the rest in
 * lib/server/orders/ops-commands.ts. A review's move names the product whose cached pages must refresh.
 */
export function runStaffCommand(args: string[]): Promise<ReviewsCommandOutput> {
  if (args[0] === "returns") return runReturnsCommand(args.slice(1));
  if (args[0] === "reviews") return runReviewsCommand(args.slice(1));
  return runOpsCommand(args);
}
