import { rngFor } from "./prng";
import type { ProductDef, ShowroomDef, StockRow } from "./types";

/** Share of products sold only in one to three showrooms (always including one hub). */
const LIMITED_SHARE = 0.06;
/** Share of core basics stocked in every size at every showroom. */
const CORE_SHARE = 0.07;
const HUB_CARRY = 0.88;
const STORE_CARRY = 0.5;

/**
 * Units per showroom, product and size. Deterministic per product code. A few core basics are everywhere in every
 * size; some sizes are sold out everywhere
 * (rows with qty 0 where the product is carried), many products sit in only some showrooms, and hubs carry
 * most products but not all, so a checkout can exclude items at the chosen store.
 */
export function buildStockPlan(products: ProductDef[], showrooms: ShowroomDef[]): StockRow[] {
  const hubs = showrooms.filter((s) => s.isHub);
  const rows: StockRow[] = [];
  for (const product of products) {
    const rng = rngFor(`stock:${product.productCode}`);
    const codes = product.sizes.map((s) => s.sizeCode);
    if (rngFor(`core:${product.productCode}`).chance(CORE_SHARE)) {
      for (const showroom of showrooms) {
        for (const sizeCode of codes)
          rows.push({
            showroomId: showroom.id,
            productId: product.id,
            sizeCode,
            qty: showroom.isHub ? rng.int(8, 30) : rng.int(2, 12),
          });
      }
      continue;
    }
    const soldOut = new Set<string>();
    if (rng.chance(0.12)) soldOut.add(rng.chance(0.6) ? codes[codes.length - 1] : codes[0]);
    if (rng.chance(0.03)) soldOut.add(codes[1]);

    let carriers: ShowroomDef[];
    if (rng.chance(LIMITED_SHARE)) {
      const hub = rng.pick(hubs);
      const others = rng.sample(
        showrooms.filter((s) => !s.isHub),
        rng.int(0, 2),
      );
      carriers = showrooms.filter((s) => s === hub || others.includes(s));
    } else {
      carriers = showrooms.filter((s) => rng.chance(s.isHub ? HUB_CARRY : STORE_CARRY));
      if (!carriers.some((s) => s.isHub))
        carriers = showrooms.filter((s) => carriers.includes(s) || s === hubs[product.id % hubs.length]);
    }

    const productRows: StockRow[] = [];
    for (const showroom of carriers) {
      for (const sizeCode of codes) {
        const empty = soldOut.has(sizeCode) || rng.chance(0.15);
        const qty = empty ? 0 : showroom.isHub ? rng.int(3, 24) : rng.int(1, 10);
        productRows.push({ showroomId: showroom.id, productId: product.id, sizeCode, qty });
      }
    }
    // Every size that is not sold out must be buyable somewhere.
    for (const sizeCode of codes) {
      if (soldOut.has(sizeCode) || productRows.some((r) => r.sizeCode === sizeCode && r.qty > 0)) continue;
      const row = productRows.find((r) => r.sizeCode === sizeCode && hubs.some((h) => h.id === r.showroomId));
      if (row) row.qty = 2;
    }
    rows.push(...productRows);
  }
  return rows;
}
