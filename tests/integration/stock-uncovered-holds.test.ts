/**
 * Holds a count does not cover (docs/stock-sync.md, "Uncovered holds"): when the POS counts fewer units than unpaid
 * orders hold, the stock sync's answer names them and logs a warning, and `npm run ops -- holds` (also over the ops
 * endpoint) lists them per SKU and showroom with a total, until the orders end or are paid.
 */
import { eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { POST as opsRoute } from "@/app/api/ops/route";
import { POST as syncRoute } from "@/app/api/ops/stock/route";
import { getDb } from "@/lib/db";
import { products, showrooms } from "@/lib/db/schema";
import { log } from "@/lib/server/log";
import { cancelOrder } from "@/lib/server/orders/operations";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { listUncoveredHolds } from "@/lib/server/stock/uncovered";
import { firstSize, setStock, stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, pay, placePickup } from "./orders-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

const TOKEN = "stock-sync-secret-0123456789abcdef-holds";
const OPS_TOKEN = "ops-token-for-the-holds-test";
const PICKUP = 2; // the showroom placePickup reserves at
let batchNo = 0;

beforeAll(() => {
  process.env.STOCK_SYNC_TOKEN = TOKEN;
  process.env.OPS_TOKEN = OPS_TOKEN;
});
afterAll(() => {
  delete process.env.STOCK_SYNC_TOKEN;
  delete process.env.OPS_TOKEN;
});

const sync = (sku: string, onHand: number) =>
  call(syncRoute, "POST", "/api/ops/stock", {
    body: { batch_id: `holds-${process.pid}-${++batchNo}`, rows: [{ sku, showroom: PICKUP, on_hand: onHand }] },
    token: TOKEN,
  });

async function names(size: string) {
  const db = await getDb();
  const [p] = await db.select({ code: products.productCode }).from(products).where(eq(products.id, EVERYWHERE));
  const [room] = await db.select({ name: showrooms.showroomName }).from(showrooms).where(eq(showrooms.id, PICKUP));
  return { sku: `${p!.code}-${size}`, showroom: room!.name };
}

describe("holds beyond the POS's count", () => {
  it("are named by the sync's answer and its log, listed by the ops tool, and leave the list as orders end or pay", async () => {
    const size = await firstSize(EVERYWHERE);
    const { sku, showroom } = await names(size);
    await setStock(PICKUP, EVERYWHERE, size, 6);
    const two = await placePickup(await newShopper(), EVERYWHERE, 2);
    const one = await placePickup(await newShopper(), EVERYWHERE, 1);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(3);
    expect(await runOpsCommand(["holds"])).toEqual({
      code: 0,
      lines: ["no uncovered holds: every unit unpaid orders hold is on hand"],
    });

    // The POS counts 1: the orders hold 3, so 2 units have nothing behind them.
    const warn = jest.spyOn(log, "warn");
    const synced = await sync(sku, 1);
    expect(synced.status).toBe(200);
    expect(synced.data).toMatchObject({ changed: 1, unchanged: 0 });
    expect(synced.data.uncovered_holds).toEqual([{ sku, showroom: PICKUP, on_hand: 1, held: 3, uncovered: 2 }]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ uncoveredHolds: synced.data.uncovered_holds }),
      expect.stringContaining("hold 2 unit(s) beyond the POS's count"),
    );
    warn.mockRestore();

    expect(await listUncoveredHolds()).toEqual([
      {
        sku,
        showroomId: PICKUP,
        showroom,
        held: 3,
        uncovered: 2,
        orders: [one.trxRef, two.trxRef].sort(),
      },
    ]);
    const listed = await runOpsCommand(["holds"]);
    expect(listed).toEqual({
      code: 0,
      lines: [
        `${sku}  showroom ${PICKUP} ${showroom}  held 3  uncovered 2  ${[one.trxRef, two.trxRef].sort().join(" ")}`,
        "2 unit(s) held beyond stock at 1 SKU and showroom pair(s): paying every such order would sell them twice",
      ],
    });
    // The same over the ops endpoint (the embedded database's way).
    const remote = await call(opsRoute, "POST", "/api/ops", { body: { args: ["holds"] }, token: OPS_TOKEN });
    expect(remote.status).toBe(200);
    expect(remote.data).toEqual(listed);

    // The same count again names them again, and changes nothing.
    const again = await sync(sku, 1);
    expect(again.data).toMatchObject({ changed: 0, unchanged: 1, uncovered_holds: synced.data.uncovered_holds });

    // The one-unit order ends: its unit pays the uncovered holds down; the two-unit order is paid: a sale, not a hold.
    expect((await cancelOrder(one.trxRef)).ok).toBe(true);
    expect((await listUncoveredHolds()).map((h) => [h.held, h.uncovered])).toEqual([[2, 1]]);
    await pay(two);
    expect((await runOpsCommand(["holds"])).lines).toEqual([
      "no uncovered holds: every unit unpaid orders hold is on hand",
    ]);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(0);

    // A count that covers the holds names none.
    const covered = await sync(sku, 5);
    expect(covered.data.uncovered_holds).toEqual([]);
  }, 60_000);
});
