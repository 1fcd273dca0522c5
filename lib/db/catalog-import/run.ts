import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../types";
import { isUrl } from "../../domain/catalog-import/cross-check";
import { formatIssues, type ImportIssue } from "../../domain/catalog-import/issues";
import { syncIdentity } from "../seed/batch";
import { ImportConflict } from "./conflict";
import { knownCatalog } from "./known";
import { checkPhotos, readCatalog } from "./load";
import { mergeProducts, productConflicts } from "./merge-products";
import { mergeStock, stockTargets, type StockHolds } from "./merge-stock";
import { emptyKind, changedAnything, type ImportReport } from "./report";
import type { CatalogSource } from "./source";
import { rows, stagingSinks } from "./stage";
import { photoUrl, storePhoto } from "./write-photos";
import { writeCategories } from "./write-categories";
import { writeHome } from "./write-home";
import { writeBundles, writePromos } from "./write-promos";
import { writeShowrooms } from "./write-showrooms";

export interface ImportOptions {
  dryRun?: boolean;
  deactivateMissing?: boolean;
  /**
   * Called in the transaction with the sizes whose units went up, a query answering (product_id, size_code): the shop
   * queues its back-in-stock mails. Answers the mails queued.
   */
  onStockRaised?: (tx: Tx, raised: SQL) => Promise<number>;
  /**
   * The shop's rule of the stock sync (lib/server/stock/held.ts): the stock rows about to be set are locked in the
   * checkout's order and an on-hand count shows on-hand minus the units paid for since it was counted and the units
   * unpaid orders hold. Without it (the demo seed, which has no orders) nothing is held or sold.
   */
  stockHolds?: StockHolds;
  /** Told when each phase ends, with the milliseconds since the import began (`CATALOG_TIMINGS=1 npm run catalog`). */
  onPhase?: (phase: string, ms: number) => void;
}

export type ImportOutcome =
  | { ok: true; report: ImportReport; changed: boolean; dryRun: boolean; notified: number }
  | { ok: false; issues: ImportIssue[]; lines: string[] };

/** Thrown inside the transaction to roll it back: a dry run once its report is known, or an import with problems. */
class Rollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super("rollback");
  }
}

/** Refuses the import: its rows' problems, or (`conflict`) what the shop refuses that the files alone do not show. */
const refuse = (issues: ImportIssue[], conflict = false): never => {
  const count = conflict
    ? issues.length === 1
      ? "1 problem"
      : `${issues.length} problems`
    : `${issues.length} problem(s)`;
  throw new Rollback({ ok: false, issues, lines: [`${count}; nothing was imported.`, ...formatIssues(issues)] });
};

/**
 * Imports a catalogue folder (docs/catalog-format.md) in one transaction. The files are read as streams: every row is
 * checked (all problems are reported at once), and the rows of products.csv and stock.csv are staged in temporary
 * tables a batch at a time. If any row is bad the transaction rolls back and nothing is written. Otherwise the staged
 * rows are merged into the shop set by set, SQL comparing each with what the shop holds so that an unchanged row is
 * not written. A dry run does the same and rolls back.
 */
export async function importCatalog(
  db: Db,
  source: CatalogSource,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const started = Date.now();
  const phase = (name: string) => options.onPhase?.(name, Date.now() - started);
  const known = await knownCatalog(db);
  phase("known");
  const deactivate = options.deactivateMissing ?? false;
  let notified = 0;
  try {
    const report = await db.transaction(async (tx) => {
      const sinks = await stagingSinks(tx);
      const read = await readCatalog(source, known, sinks);
      await sinks.flush();
      phase("read and staged");
      const { data, issues } = read;
      const report: ImportReport = {};
      const photos = emptyKind();
      const seen = new Set<string>();
      await checkPhotos(source, read.images, issues, async (name, photo) => {
        if (issues.length) return;
        const stored = await storePhoto(tx, name, photo);
        if (seen.has(photoUrl(photo))) return;
        seen.add(photoUrl(photo));
        photos[stored]++;
      });
      if (issues.length) refuse(issues);
      if (read.hasProducts) {
        const conflicts = await productConflicts(tx);
        if (conflicts.length) refuse(conflicts, true);
      }
      if (read.images.size) report.photos = photos;
      const imageUrl = await photoAddresses(tx);
      phase("checked");
      if (data.categories) report.categories = await writeCategories(tx, data.categories, imageUrl);
      if (read.hasProducts) {
        const written = await mergeProducts(tx, deactivate);
        report.products = written.products;
        report.sizes = written.sizes;
        report.images = written.images;
        phase("products");
      }
      if (data.showrooms) report.showrooms = await writeShowrooms(tx, data.showrooms, deactivate);
      if (read.hasStock) {
        const twice = await stockTargets(tx);
        if (twice.length) refuse(twice, true);
        report.stock = await mergeStock(tx, options.stockHolds);
        if (options.onStockRaised)
          notified += await options.onStockRaised(tx, sql.raw(`SELECT product_id, size_code FROM import_raised`));
        phase("stock");
      }
      if (data.promos) report.promos = await writePromos(tx, data.promos, deactivate);
      if (data.bundles) report.bundles = await writeBundles(tx, data.bundles, deactivate);
      if (data.home) report.home = await writeHome(tx, data.home);
      // Rows created with the ids the files gave: each identity sequence moves past the largest id.
      await syncIdentity(tx, [
        "categories",
        "category_subs",
        "product_groups",
        "product_sub_groups",
        "products",
        "showroom_regions",
        "showrooms",
      ]);
      phase("rest");
      if (options.dryRun) throw new Rollback({ ok: true, report, changed: false, dryRun: true, notified: 0 });
      return report;
    });
    phase("committed");
    return { ok: true, report, changed: changedAnything(report), dryRun: false, notified };
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    if (error instanceof ImportConflict)
      return {
        ok: false,
        issues: [error.issue],
        lines: ["1 problem; nothing was imported.", ...formatIssues([error.issue])],
      };
    throw error;
  }
}

/** The address of an image reference of the small files (category covers): a photo of the import, or the address given. */
async function photoAddresses(tx: Tx): Promise<(ref: string | null) => string | null> {
  const stored = new Map(
    (await rows<{ ref: string; url: string }>(tx, sql`SELECT ref, url FROM import_photos`)).map((r) => [r.ref, r.url]),
  );
  return (ref) => (ref === null ? null : isUrl(ref) ? ref : (stored.get(ref) ?? ref));
}
