import "server-only";
import { timingSafeEqual } from "node:crypto";
import { changeProductPrice, parsePriceChange } from "../catalog/price-change";
import type { OpsOutput } from "@/lib/domain/ops/output";
import type { Result } from "../result";
import { parseRestock, restockSize } from "../stock/restock";
import { listUncoveredHolds } from "../stock/uncovered";
import { listRefundsDue } from "./refunds";
import { MESSAGES_USAGE, messagesCommand } from "../messaging/ops";
import {
  cancelOrder,
  completeOrder,
  expireOrders,
  listOrders,
  markReadyForPickup,
  shipOrder,
  startProcessing,
  type OrderRow,
} from "./operations";

export const OPS_USAGE = [
  "Usage: npm run ops -- <command>",
  "  list [--status STATUS] [--limit N]   newest orders (STATUS: PENDING, PAID, PROCESSING, SHIPPED, READY_FOR_PICKUP, COMPLETED, EXPIRED, FAILED, CANCELLED, REFUNDED)",
  "  process <trx_ref>                     PAID -> PROCESSING",
  "  ship <trx_ref> <waybill>              delivery: PAID/PROCESSING -> SHIPPED, mails the waybill",
  "  ready <trx_ref> [pickup_code]         pickup: PAID/PROCESSING -> READY_FOR_PICKUP, mails the code (6 characters generated if none)",
  "  complete <trx_ref>                    SHIPPED/READY_FOR_PICKUP -> COMPLETED",
  "  cancel <trx_ref>                      unpaid PENDING -> CANCELLED, stock returns",
  "  expire                                unpaid orders past their due date -> EXPIRED, stock returns",
  "  refunds [--limit N]                   payments that arrived after their order ended: refund them (newest first)",
  "  price <product_id> <net_price> <retail_price>   whole rupiah, net <= retail; then npm run revalidate",
  "  restock <product_id> <size_code> <showroom_id> <qty>   adds units; mails back-in-stock requests",
  "  holds                                 units unpaid orders hold beyond the last stock count, per SKU and showroom",
  ...MESSAGES_USAGE,
  "  returns [list|show|approve|reject|receive|refund] ...   return requests (npm run ops -- returns for its usage)",
  "  reviews [pending|approve|reject] ...   reviews held by the text check (npm run ops -- reviews help)",
  "<trx_ref> is the full reference or the 8-character order number.",
];

const usage = (why?: string): OpsOutput => ({ code: 2, lines: [...(why ? [why] : []), ...OPS_USAGE] });

function moved(result: Result<OrderRow>): OpsOutput {
  if (!result.ok) return { code: 1, lines: [`refused: ${result.error.message}`] };
  const o = result.data;
  const extra = [o.noResi ? `no_resi ${o.noResi}` : "", o.pickupCode ? `pickup_code ${o.pickupCode}` : ""]
    .filter(Boolean)
    .join(", ");
  return { code: 0, lines: [`${o.trxRef} ${o.trxStatus}${extra ? ` (${extra})` : ""}`] };
}

async function repriced(args: string[]): Promise<OpsOutput> {
  const input = parsePriceChange(args);
  if (!input.ok) return usage(input.error.message);
  const result = await changeProductPrice(input.data);
  if (!result.ok) return { code: 1, lines: [`refused: ${result.error.message}`] };
  const { productId, productCode, from, to } = result.data;
  return {
    code: 0,
    lines: [
      `product ${productId} ${productCode}: net ${from.netPrice} -> ${to.netPrice}, retail ${from.retailPrice} -> ${to.retailPrice}, grand ${from.grandPrice} -> ${to.grandPrice}`,
      "Pages keep their cached prices until `npm run revalidate`.",
    ],
  };
}

/** `holds`: one line per SKU and showroom whose unpaid orders hold units the last count did not cover, then the total. */
async function uncoveredHolds(): Promise<OpsOutput> {
  const rows = await listUncoveredHolds();
  if (rows.length === 0) return { code: 0, lines: ["no uncovered holds: every unit unpaid orders hold is on hand"] };
  const units = rows.reduce((n, r) => n + r.uncovered, 0);
  return {
    code: 0,
    lines: [
      ...rows.map((r) =>
        [
          r.sku,
          `showroom ${r.showroomId} ${r.showroom}`,
          `held ${r.held}`,
          `uncovered ${r.uncovered}`,
          r.orders.join(" "),
        ].join("  "),
      ),
      `${units} unit(s) held beyond stock at ${rows.length} SKU and showroom pair(s): paying every such order would sell them twice`,
    ],
  };
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The ops tool's commands, shared by the CLI (direct database) and the guarded HTTP endpoint. */
export async function runOpsCommand(args: string[]): Promise<OpsOutput> {
  const [command, ...rest] = args;
  switch (command) {
    case "list": {
      const limit = option(rest, "--limit");
      const result = await listOrders({
        status: option(rest, "--status"),
        limit: limit ? Number(limit) || undefined : undefined,
      });
      if (!result.ok) return { code: 1, lines: [`refused: ${result.error.message}`] };
      if (result.data.length === 0) return { code: 0, lines: ["no orders"] };
      return {
        code: 0,
        lines: result.data.map((o) =>
          [
            o.trx_ref,
            o.trx_date,
            o.trx_status.padEnd(16),
            o.payment_state.padEnd(10),
            o.shipping_type.padEnd(15),
            o.grand_total,
            o.no_resi ?? "",
            o.pickup_code ?? "",
          ]
            .join("  ")
            .trimEnd(),
        ),
      };
    }
    case "process":
      return rest[0] ? moved(await startProcessing(rest[0])) : usage("process needs <trx_ref>");
    case "ship":
      return rest[0] && rest[1] ? moved(await shipOrder(rest[0], rest[1])) : usage("ship needs <trx_ref> <waybill>");
    case "ready":
      return rest[0] ? moved(await markReadyForPickup(rest[0], rest[1])) : usage("ready needs <trx_ref>");
    case "complete":
      return rest[0] ? moved(await completeOrder(rest[0])) : usage("complete needs <trx_ref>");
    case "cancel":
      return rest[0] ? moved(await cancelOrder(rest[0])) : usage("cancel needs <trx_ref>");
    case "expire":
      return { code: 0, lines: [`${await expireOrders()} order(s) expired`] };
    case "refunds": {
      const limit = Number(option(rest, "--limit")) || undefined;
      const due = await listRefundsDue(limit);
      if (due.length === 0) return { code: 0, lines: ["no refunds due"] };
      return {
        code: 0,
        lines: due.map((r) =>
          [
            r.trxRef,
            r.trxStatus.padEnd(9),
            r.amount,
            r.provider,
            r.providerTrxId ?? "-",
            r.reference ?? "-",
            r.channel ?? "-",
            r.paidAt ?? "-",
            r.providerStatus,
          ].join("  "),
        ),
      };
    }
    case "price":
      return repriced(rest);
    case "holds":
      return uncoveredHolds();
    case "messages":
      return messagesCommand(rest);
    case "restock": {
      const input = parseRestock(rest);
      if (!input.ok) return usage(input.error.message);
      const result = await restockSize(input.data);
      if (!result.ok) return { code: 1, lines: [`refused: ${result.error.message}`] };
      return { code: 0, lines: [`stock now ${result.data.qty}; ${result.data.notified} back-in-stock mail(s) queued`] };
    }
    default:
      return usage(command ? `unknown command ${command}` : undefined);
  }
}

/** The ops endpoint answers only when OPS_TOKEN is set (at least 16 characters) and the request carries it. */
export function opsTokenAccepted(header: string | null, secret = process.env.OPS_TOKEN): boolean {
  if (!secret || secret.length < 16 || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
