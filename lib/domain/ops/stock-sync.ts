import { z } from "zod";

/** Rows a stock sync batch may carry (POST /api/ops/stock). */
export const STOCK_SYNC_MAX_ROWS = 1000;

export const STOCK_SYNC_MSG = {
  batchId: "batch_id must be 1 to 100 characters: letters, digits, '.', '_', ':' or '-'.",
  rowsCount: `rows must hold 1 to ${STOCK_SYNC_MAX_ROWS} rows.`,
  sku: "sku must be 1 to 100 characters.",
  showroom: "showroom must be the showroom's id, a whole number from 1.",
  onHand: "on_hand must be a whole number from 0 to 1000000.",
  duplicate: "This sku and showroom appear earlier in the batch.",
  unknownSku: "No size has this sku.",
  unknownShowroom: "No showroom has this id.",
  invalid: "The batch has invalid rows; nothing was applied.",
  conflict: "This batch_id was already used for another body.",
  unauthorized: "Send the stock sync token as Authorization: Bearer <STOCK_SYNC_TOKEN>.",
  forbidden: "The stock sync token is not valid.",
  off: "Not found.",
} as const;

const showroomRef = z.union(
  [
    z
      .number({ error: STOCK_SYNC_MSG.showroom })
      .int(STOCK_SYNC_MSG.showroom)
      .min(1, STOCK_SYNC_MSG.showroom)
      .max(2_147_483_647, STOCK_SYNC_MSG.showroom),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, STOCK_SYNC_MSG.showroom)
      .transform(Number),
  ],
  { error: STOCK_SYNC_MSG.showroom },
);

export const stockSyncRowSchema = z.object({
  sku: z.string({ error: STOCK_SYNC_MSG.sku }).trim().min(1, STOCK_SYNC_MSG.sku).max(100, STOCK_SYNC_MSG.sku),
  /** The showroom's id as the shop knows it (GET /api/v1/showrooms); a number or its digits. */
  showroom: showroomRef,
  /** Units physically on hand at the showroom, as the POS counts them: absolute, not a change. */
  on_hand: z
    .number({ error: STOCK_SYNC_MSG.onHand })
    .int(STOCK_SYNC_MSG.onHand)
    .min(0, STOCK_SYNC_MSG.onHand)
    .max(1_000_000, STOCK_SYNC_MSG.onHand),
});

/** The body of POST /api/ops/stock: absolute on-hand counts per SKU and showroom, one batch at a time. */
export const stockSyncInputSchema = z
  .object({
    batch_id: z.string({ error: STOCK_SYNC_MSG.batchId }).regex(/^[A-Za-z0-9._:-]{1,100}$/, STOCK_SYNC_MSG.batchId),
    rows: z
      .array(stockSyncRowSchema, { error: STOCK_SYNC_MSG.rowsCount })
      .min(1, STOCK_SYNC_MSG.rowsCount)
      .max(STOCK_SYNC_MAX_ROWS, STOCK_SYNC_MSG.rowsCount),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.rows.forEach((row, i) => {
      const key = `${row.sku}\u0000${row.showroom}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rows", i, "sku"], message: STOCK_SYNC_MSG.duplicate });
      seen.add(key);
    });
  });
export type StockSyncInput = z.output<typeof stockSyncInputSchema>;

/** A stock row whose unpaid orders hold more units than its count (docs/stock-sync.md). */
export const uncoveredHoldSchema = z.object({
  sku: z.string(),
  showroom: z.number().int(),
  on_hand: z.number().int(),
  held: z.number().int(),
  uncovered: z.number().int(),
});
export type UncoveredHold = z.infer<typeof uncoveredHoldSchema>;

/** The answer: what the batch did. The same batch sent again gets this same answer, and changes nothing. */
export const stockSyncResultSchema = z.object({
  batch_id: z.string(),
  rows: z.number().int(),
  /** Rows whose available units changed (each one audited). */
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Back-in-stock mails queued for sizes that came back. */
  back_in_stock_mails: z.number().int(),
  /**
   * The batch's rows where unpaid orders hold more units than the count: `uncovered` of the `held` units have no unit
   * on hand behind them (paying every such order would sell them twice). Empty when every hold is covered.
   */
  uncovered_holds: z.array(uncoveredHoldSchema),
});
export type StockSyncResult = z.infer<typeof stockSyncResultSchema>;
