import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../types";
import { productSizes, showroomRegions, showrooms, stock } from "../schema";
import { effectiveSku } from "../../domain/catalog-import/format";
import type { ImportShowrooms, ImportStock } from "../../domain/catalog-import/model";
import { freeId } from "./conflict";
import { changes, emptyKind, type KindReport } from "./report";
import { productIds } from "./write-product-parts";

/**
 * Showroom regions (by name, ordered as they first appear) and showrooms (by name, in file order). With
 * `deactivateMissing`, an active showroom the import does not name is deactivated.
 */
export async function writeShowrooms(tx: Tx, { regions: wanted, list }: ImportShowrooms, deactivateMissing: boolean): Promise<KindReport> {
  const report = emptyKind();
  const regions = new Map((await tx.select().from(showroomRegions)).map((r) => [r.regionName, r]));
  const regionIds = new Map<string, number>();
  const takenRegions = new Set([...regions.values()].map((r) => r.id));
  for (const { name, line, id: regionId } of wanted) {
    const sortOrder = regionIds.size + 1;
    const found = regions.get(name);
    if (!found) {
      const id = freeId(regionId, takenRegions, { file: "showrooms.csv", line, column: "region_id" });
      const created = (await tx.insert(showroomRegions).values({ ...id, regionName: name, sortOrder }).returning({ id: showroomRegions.id }))[0]!.id;
      takenRegions.add(created);
      regionIds.set(name, created);
      continue;
    }
    if (found.sortOrder !== sortOrder) await tx.update(showroomRegions).set({ sortOrder }).where(eq(showroomRegions.id, found.id));
    regionIds.set(name, found.id);
  }
  const existing = new Map((await tx.select().from(showrooms)).map((s) => [s.showroomName, s]));
  const takenIds = new Set([...existing.values()].map((s) => s.id));
  for (const [i, s] of list.entries()) {
    const desired = {
      phone: s.phone, address1: s.address1, address2: s.address2, address3: s.address3, mapsUrl: s.maps_url, isHub: s.hub,
      showroomRegionId: regionIds.get(s.region)!, subdistrictId: s.district_code, sortOrder: i + 1, isActive: s.active,
      courier: s.courier, courierDestinationId: s.courier_destination_id, courierDestinationLabel: s.courier ? s.courier_destination_label : null,
    };
    const found = existing.get(s.name);
    if (!found) {
      const id = freeId(s.id, takenIds, { file: "showrooms.csv", line: s.line, column: "id" });
      if (id.id) takenIds.add(id.id);
      await tx.insert(showrooms).values({ ...id, showroomName: s.name, ...desired });
      report.created++;
      continue;
    }
    const diff = changes(desired, found);
    if (diff) await tx.update(showrooms).set(diff).where(eq(showrooms.id, found.id));
    report[diff ? "updated" : "unchanged"]++;
  }
  if (deactivateMissing) {
    const named = new Set(list.map((s) => s.name));
    const gone = [...existing.values()].filter((s) => s.isActive && !named.has(s.showroomName)).map((s) => s.id);
    if (gone.length) await tx.update(showrooms).set({ isActive: false }).where(inArray(showrooms.id, gone));
    report.deactivated = gone.length;
  }
  return report;
}

/** A stock row: a size of a product at a showroom. */
export interface StockRef {
  showroomId: number;
  productId: number;
  sizeCode: string;
}

/** Locks the rows and answers the units unpaid orders hold at each (ImportOptions.heldUnits). */
export type HeldUnits = (tx: Tx, keys: StockRef[]) => Promise<(key: StockRef) => number>;

/**
 * Units on hand per SKU and showroom, from the file's absolute count: what shoppers see is on-hand minus the units
 * unpaid orders hold (never below zero), and the holds the count does not cover are kept apart (`holds_uncovered`),
 * as the stock sync does (docs/adr/0008-stock-sync.md). A pair the file leaves out is kept. Answers the sizes whose
 * units went up, by product (for the back-in-stock mails).
 */
export async function writeStock(tx: Tx, list: ImportStock[], heldUnits?: HeldUnits): Promise<{ report: KindReport; raised: Map<number, Set<string>> }> {
  const report = emptyKind();
  const raised = new Map<number, Set<string>>();
  const ids = await productIds(tx);
  const codeById = new Map([...ids].map(([code, id]) => [id, code]));
  const sizeBySku = new Map<string, { productId: number; sizeCode: string }>();
  for (const s of await tx.select({ productId: productSizes.productId, sizeCode: productSizes.sizeCode, sku: productSizes.sku }).from(productSizes)) {
    sizeBySku.set(effectiveSku(codeById.get(s.productId) ?? "", s.sizeCode, s.sku), { productId: s.productId, sizeCode: s.sizeCode });
  }
  const showroomIds = new Map((await tx.select({ id: showrooms.id, name: showrooms.showroomName }).from(showrooms)).map((s) => [s.name, s.id]));
  const targets = list.map((row) => ({ ...sizeBySku.get(row.sku)!, showroomId: showroomIds.get(row.showroom)!, onHand: row.onHand }));
  const held = heldUnits ? await heldUnits(tx, targets) : () => 0;
  const key = (k: StockRef) => `${k.showroomId}/${k.productId}/${k.sizeCode}`;
  const current = new Map((await tx.select().from(stock)).map((r) => [key(r), r]));
  const upserts: (typeof stock.$inferInsert)[] = [];
  for (const t of targets) {
    const was = current.get(key(t));
    const holds = held(t);
    const qty = Math.max(0, t.onHand - holds);
    const holdsUncovered = Math.max(0, holds - t.onHand);
    if (was && was.qty === qty && was.holdsUncovered === holdsUncovered) {
      report.unchanged++;
      continue;
    }
    report[was === undefined ? "created" : "updated"]++;
    upserts.push({ showroomId: t.showroomId, productId: t.productId, sizeCode: t.sizeCode, qty, holdsUncovered });
    if (qty > (was?.qty ?? 0)) raised.set(t.productId, (raised.get(t.productId) ?? new Set()).add(t.sizeCode));
  }
  for (let i = 0; i < upserts.length; i += 2000) {
    await tx
      .insert(stock)
      .values(upserts.slice(i, i + 2000))
      .onConflictDoUpdate({ target: [stock.showroomId, stock.productId, stock.sizeCode], set: { qty: sql`excluded.qty`, holdsUncovered: sql`excluded.holds_uncovered` } });
  }
  return { report, raised };
}
