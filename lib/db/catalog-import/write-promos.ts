import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../types";
import { bundlePromoProducts, bundlePromos, productGroups, products, productSubGroups, promos } from "../schema";
import { categoryKey, type ImportBundle, type ImportPromo } from "../../domain/catalog-import/model";
import { changes, emptyKind, same, type KindReport } from "./report";

/** Promo codes by code (their used count is the shop's own and never imported); `deactivateMissing` deactivates the others. */
export async function writePromos(tx: Tx, list: ImportPromo[], deactivateMissing: boolean): Promise<KindReport> {
  const report = emptyKind();
  const existing = new Map((await tx.select().from(promos)).map((p) => [p.code.toUpperCase(), p]));
  for (const p of list) {
    const desired = {
      category: p.type,
      description: p.description,
      discPercent: p.discount_percent,
      discNominal: p.discount_amount,
      discMax: p.max_discount,
      minPurchase: p.min_purchase,
      startsAt: p.starts_at,
      endsAt: p.ends_at,
      isActive: p.active,
      maxUses: p.max_uses,
      maxUsesPerShopper: p.max_uses_per_shopper,
      firstPurchaseOnly: p.first_purchase_only,
    };
    const found = existing.get(p.code.toUpperCase());
    if (!found) {
      await tx.insert(promos).values({ code: p.code, ...desired });
      report.created++;
      continue;
    }
    const diff = changes(desired, found);
    if (diff) await tx.update(promos).set(diff).where(eq(promos.id, found.id));
    report[diff ? "updated" : "unchanged"]++;
  }
  if (deactivateMissing) {
    const named = new Set(list.map((p) => p.code.toUpperCase()));
    const gone = [...existing.values()].filter((p) => p.isActive && !named.has(p.code.toUpperCase())).map((p) => p.id);
    if (gone.length) await tx.update(promos).set({ isActive: false }).where(inArray(promos.id, gone));
    report.deactivated = gone.length;
  }
  return report;
}

type Item = { bundlingType: string; groupId: number | null; subGroupId: number | null; productId: number | null };

async function targetIds(tx: Tx, list: ImportBundle[]): Promise<(target: string) => Item> {
  const groups = await tx.select().from(productGroups);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const groupIds = new Map(groups.map((g) => [g.name, g.id]));
  const subIds = new Map(
    (await tx.select().from(productSubGroups)).map((s) => [categoryKey(groupName.get(s.groupId) ?? "", s.name), s.id]),
  );
  const codes = [
    ...new Set(
      list.flatMap((b) => b.targets.filter((t) => t.startsWith("product:")).map((t) => t.slice("product:".length))),
    ),
  ];
  const named = codes.length
    ? await tx
        .select({ id: products.id, code: products.productCode })
        .from(products)
        .where(inArray(products.productCode, codes))
    : [];
  const productIds = new Map(named.map((p) => [p.code, p.id]));
  return (target) => {
    const [kind, ...rest] = target.split(":");
    const value = rest.join(":");
    if (kind === "group")
      return { bundlingType: "GROUP", groupId: groupIds.get(value)!, subGroupId: null, productId: null };
    if (kind === "sub_group")
      return { bundlingType: "SUB_GROUP", groupId: null, subGroupId: subIds.get(value)!, productId: null };
    return { bundlingType: "PRODUCT", groupId: null, subGroupId: null, productId: productIds.get(value)! };
  };
}

/** Bundle promos by name with their targets (replaced as a whole when they differ); `deactivateMissing` deactivates the others. */
export async function writeBundles(tx: Tx, list: ImportBundle[], deactivateMissing: boolean): Promise<KindReport> {
  const report = emptyKind();
  const existing = new Map((await tx.select().from(bundlePromos)).map((b) => [b.name, b]));
  const items = new Map<number, Item[]>();
  for (const row of await tx.select().from(bundlePromoProducts).orderBy(bundlePromoProducts.id)) {
    const { bundlingType, groupId, subGroupId, productId } = row;
    items.set(row.bundlePromoId, [
      ...(items.get(row.bundlePromoId) ?? []),
      { bundlingType, groupId, subGroupId, productId },
    ]);
  }
  const resolve = await targetIds(tx, list);
  for (const b of list) {
    const desired = {
      description: b.description,
      bundlingItemCount: b.item_count,
      discPercent: b.discount_percent,
      startsAt: b.starts_at,
      endsAt: b.ends_at,
      isActive: b.active,
    };
    const targets = b.targets.map(resolve);
    const found = existing.get(b.name);
    const id =
      found?.id ??
      (
        await tx
          .insert(bundlePromos)
          .values({ name: b.name, ...desired })
          .returning({ id: bundlePromos.id })
      )[0]!.id;
    const diff = found ? changes(desired, found) : null;
    if (diff) await tx.update(bundlePromos).set(diff).where(eq(bundlePromos.id, id));
    const targetsDiffer = !same(targets, items.get(id) ?? []);
    if (targetsDiffer) {
      await tx.delete(bundlePromoProducts).where(eq(bundlePromoProducts.bundlePromoId, id));
      await tx.insert(bundlePromoProducts).values(targets.map((t) => ({ bundlePromoId: id, ...t })));
    }
    report[!found ? "created" : diff || targetsDiffer ? "updated" : "unchanged"]++;
  }
  if (deactivateMissing) {
    const named = new Set(list.map((b) => b.name));
    const gone = [...existing.values()].filter((b) => b.isActive && !named.has(b.name)).map((b) => b.id);
    if (gone.length) await tx.update(bundlePromos).set({ isActive: false }).where(inArray(bundlePromos.id, gone));
    report.deactivated = gone.length;
  }
  return report;
}
