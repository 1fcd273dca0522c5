import "server-only";
import { getDb } from "@/lib/db";
import type { OpsOutput } from "@/lib/domain/ops/output";
import { notifyBackInStockOf } from "../stock/back-in-stock";
import { importStockHolds } from "../stock/held";
import { exportCatalog, type CatalogExport } from "./export/run";
import { reportLines } from "@/lib/db/catalog-import/report";
import { importCatalog } from "@/lib/db/catalog-import/run";
import type { CatalogSource } from "@/lib/db/catalog-import/source";
import { countImport } from "@/lib/server/observe/metrics";
import { inSpan } from "@/lib/server/observe/spans";

export const CATALOG_USAGE = [
  "Usage: npm run catalog -- <command>",
  "  import <folder> [--dry-run] [--deactivate-missing]   checks every file, then writes all of it or nothing",
  "  export <folder>                                      writes the catalogue in the same format",
  "  reviews-import <reviews.csv> [--dry-run]             buyers' reviews: checks every row, then writes all or nothing",
  "  reviews-export <reviews.csv>                         every review, in the same format",
  "The format: docs/catalog-format.md.",
];

export interface ImportArgs {
  path: string;
  dryRun: boolean;
  deactivateMissing: boolean;
}

/** `import <path> [--dry-run] [--deactivate-missing]` or `export <path>`; a usage message otherwise. */
export function parseCatalogArgs(
  args: string[],
):
  | { command: "import"; input: ImportArgs }
  | { command: "export"; path: string }
  | { command: "reviews-export"; path: string }
  | { command: "reviews-import"; path: string; dryRun: boolean }
  | { usage: OpsOutput } {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith("--"));
  const paths = rest.filter((a) => !a.startsWith("--"));
  const usage = (why: string) => ({ usage: { code: 2, lines: [why, ...CATALOG_USAGE] } });
  if (command === "import") {
    const unknown = flags.filter((f) => f !== "--dry-run" && f !== "--deactivate-missing");
    if (unknown.length) return usage(`unknown option ${unknown[0]}`);
    if (paths.length !== 1) return usage("import needs one <folder>");
    return {
      command,
      input: {
        path: paths[0]!,
        dryRun: flags.includes("--dry-run"),
        deactivateMissing: flags.includes("--deactivate-missing"),
      },
    };
  }
  if (command === "export") {
    if (flags.length || paths.length !== 1) return usage("export needs one <folder>");
    return { command, path: paths[0]! };
  }
  if (command === "reviews-export") {
    if (flags.length || paths.length !== 1) return usage("reviews-export needs one <file>");
    return { command, path: paths[0]! };
  }
  if (command === "reviews-import") {
    const unknown = flags.filter((f) => f !== "--dry-run");
    if (unknown.length) return usage(`unknown option ${unknown[0]}`);
    if (paths.length !== 1) return usage("reviews-import needs one <file>");
    return { command, path: paths[0]!, dryRun: flags.includes("--dry-run") };
  }
  return usage(command ? `unknown command ${command}` : "no command");
}

/** Runs an import and answers the report (exit code 1 and every problem when nothing was written). */
export async function runImport(
  source: CatalogSource,
  input: Pick<ImportArgs, "dryRun" | "deactivateMissing">,
): Promise<OpsOutput & { changed: boolean }> {
  return inSpan("catalog_import", { "shop.dry_run": Boolean(input.dryRun) }, async () => {
    try {
      const out = await importRun(source, input);
      countImport(out.code === 0 ? "ok" : "refused");
      return out;
    } catch (error) {
      countImport("failed");
      throw error;
    }
  });
}

async function importRun(
  source: CatalogSource,
  input: Pick<ImportArgs, "dryRun" | "deactivateMissing">,
): Promise<OpsOutput & { changed: boolean }> {
  const onPhase =
    process.env.CATALOG_TIMINGS === "1"
      ? (phase: string, ms: number) => console.error(`[catalog] ${phase}: ${(ms / 1000).toFixed(1)} s`)
      : undefined;
  const outcome = await importCatalog(await getDb(), source, {
    ...input,
    onStockRaised: notifyBackInStockOf,
    stockHolds: importStockHolds,
    onPhase,
  });
  if (!outcome.ok) return { code: 1, lines: outcome.lines, changed: false };
  const head = outcome.dryRun
    ? "dry run: nothing was written; the import would do this:"
    : outcome.changed
      ? "imported:"
      : "imported: nothing changed";
  const mails = outcome.notified ? [`${outcome.notified} back-in-stock mail(s) queued`] : [];
  return { code: 0, lines: [head, ...reportLines(outcome.report), ...mails], changed: outcome.changed };
}

export async function runExport(): Promise<CatalogExport> {
  return exportCatalog();
}
