import type { Db, Tx } from "../types";
import { isUrl } from "../../domain/catalog-import/cross-check";
import { formatIssues, type ImportIssue } from "../../domain/catalog-import/issues";
import { syncIdentity } from "../seed/batch";
import { ImportConflict } from "./conflict";
import { knownCatalog } from "./known";
import { loadCatalog } from "./load";
import { changedAnything, type ImportReport } from "./report";
import type { CatalogSource } from "./source";
import { photoUrl, writePhotos } from "./write-photos";
import { writeCategories } from "./write-categories";
import { writeHome } from "./write-home";
import { writeProducts } from "./write-products";
import { writeBundles, writePromos } from "./write-promos";
import { writeShowrooms, writeStock, type HeldUnits } from "./write-showrooms";

export interface ImportOptions {
  dryRun?: boolean;
  deactivateMissing?: boolean;
  /** Called in the transaction for the sizes whose units went up (the shop queues its back-in-stock mails); answers the mails queued. */
  onStockRaised?: (tx: Tx, productId: number, sizeCodes: string[]) => Promise<number>;
  /**
   * Locks the stock rows about to be set (in the checkout's order) and answers the units unpaid orders hold at each:
   * the shop's rule of the stock sync (lib/server/stock/held.ts), so that an on-hand count shows on-hand minus held.
   * Without it (the demo seed, which has no orders) nothing is held.
   */
  heldUnits?: HeldUnits;
}

export type ImportOutcome =
  | { ok: true; report: ImportReport; changed: boolean; dryRun: boolean; notified: number }
  | { ok: false; issues: ImportIssue[]; lines: string[] };

/** Thrown inside the transaction to roll a dry run back once its report is known. */
class DryRun extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run");
  }
}

/**
 * Imports a catalogue folder (docs/catalog-format.md): checks every file first and writes nothing if any row is bad;
 * then writes everything in one transaction, comparing each row with the database so that an unchanged row is not
 * written. A dry run does the same and rolls back.
 */
export async function importCatalog(db: Db, source: CatalogSource, options: ImportOptions = {}): Promise<ImportOutcome> {
  const { data, issues, photos } = await loadCatalog(source, await knownCatalog(db));
  if (issues.length) return { ok: false, issues, lines: [`${issues.length} problem(s); nothing was imported.`, ...formatIssues(issues)] };
  const imageUrl = (ref: string | null) => (ref === null ? null : isUrl(ref) ? ref : photoUrl(photos.get(ref)!));
  const deactivate = options.deactivateMissing ?? false;
  let notified = 0;
  try {
    const report = await db.transaction(async (tx) => {
      const report: ImportReport = {};
      if (photos.size) report.photos = await writePhotos(tx, [...photos.values()]);
      if (data.categories) report.categories = await writeCategories(tx, data.categories, imageUrl);
      if (data.products) {
        const written = await writeProducts(tx, data.products, imageUrl, deactivate);
        report.products = written.products;
        report.sizes = written.sizes;
        report.images = written.images;
      }
      if (data.showrooms) report.showrooms = await writeShowrooms(tx, data.showrooms, deactivate);
      if (data.stock) {
        const written = await writeStock(tx, data.stock, options.heldUnits);
        report.stock = written.report;
        for (const [productId, sizes] of written.raised) notified += (await options.onStockRaised?.(tx, productId, [...sizes])) ?? 0;
      }
      if (data.promos) report.promos = await writePromos(tx, data.promos, deactivate);
      if (data.bundles) report.bundles = await writeBundles(tx, data.bundles, deactivate);
      if (data.home) report.home = await writeHome(tx, data.home);
      // Rows created with the ids the files gave: each identity sequence moves past the largest id.
      await syncIdentity(tx, ["categories", "category_subs", "product_groups", "product_sub_groups", "products", "showroom_regions", "showrooms"]);
      if (options.dryRun) throw new DryRun(report);
      return report;
    });
    return { ok: true, report, changed: changedAnything(report), dryRun: false, notified };
  } catch (error) {
    if (error instanceof DryRun) return { ok: true, report: error.report, changed: false, dryRun: true, notified: 0 };
    if (error instanceof ImportConflict) return { ok: false, issues: [error.issue], lines: ["1 problem; nothing was imported.", ...formatIssues([error.issue])] };
    throw error;
  }
}
