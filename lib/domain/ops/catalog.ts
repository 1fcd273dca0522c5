import { z } from "zod";

/**
 * `npm run catalog` over HTTP (POST /api/ops/catalog, OPS_URL and OPS_TOKEN): the files of an import travel in the
 * body, base64-encoded by name (docs/catalog-format.md); an export answers the files the same way.
 */
const base64Files = z.record(
  z
    .string()
    .max(200)
    .regex(/^[^/\\]+$/, "a file name, without a folder"),
  z.base64(),
);

export const catalogOpsInputSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("import"),
    dry_run: z.boolean().default(false),
    deactivate_missing: z.boolean().default(false),
    /** products.csv, categories.csv, showrooms.csv, stock.csv, promos.csv, bundles.csv, home.json: those sent. */
    files: base64Files,
    /** The photos of images/, by file name. */
    images: base64Files.default({}),
  }),
  z.object({ command: z.literal("export") }),
  /** reviews.csv (docs/catalog-format.md, "reviews.csv"): checked whole, then written all or nothing. */
  z.object({ command: z.literal("reviews-import"), dry_run: z.boolean().default(false), csv: z.base64() }),
  z.object({ command: z.literal("reviews-export") }),
]);
export type CatalogOpsInput = z.output<typeof catalogOpsInputSchema>;

/** The command's report, line by line, and its exit code (0, or 1 when the import was refused: nothing written). */
export const catalogOpsResultSchema = z.object({
  code: z.number().int(),
  lines: z.array(z.string()),
  /** An export's files, base64 by name. */
  files: z.record(z.string(), z.string()).optional(),
  images: z.record(z.string(), z.string()).optional(),
});
export type CatalogOpsResult = z.infer<typeof catalogOpsResultSchema>;
