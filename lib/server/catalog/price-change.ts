import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { productPriceHistory, products } from "@/lib/db/schema";
import { fail, notFound, ok, type Result } from "../result";

/** The highest price the staff may set: a sanity bound well above any garment (Rp 1 billion), within a 4-byte integer. */
export const MAX_PRICE = 1_000_000_000;

const ID_INVALID = "A product id is a positive whole number.";
const PRICE_INVALID = "A price is a whole number of rupiah from 0 to 1,000,000,000.";
const price = z.coerce
  .number({ error: PRICE_INVALID })
  .int({ error: PRICE_INVALID })
  .min(0, { error: PRICE_INVALID })
  .max(MAX_PRICE, { error: PRICE_INVALID });

/** `npm run ops -- price <product_id> <net_price> <retail_price>`: integer rupiah, the net price not above the retail price. */
export const priceChangeSchema = z
  .object({
    productId: z.coerce
      .number({ error: ID_INVALID })
      .int({ error: ID_INVALID })
      .min(1, { error: ID_INVALID })
      .max(2_147_483_647, { error: ID_INVALID }),
    netPrice: price,
    retailPrice: price,
  })
  .refine((input) => input.netPrice <= input.retailPrice, {
    error: "The net price cannot be above the retail price.",
    path: ["netPrice"],
  });

export type PriceChangeInput = z.infer<typeof priceChangeSchema>;

export interface PriceChange {
  productId: number;
  productCode: string;
  from: { netPrice: number; retailPrice: number; grandPrice: number };
  to: { netPrice: number; retailPrice: number; grandPrice: number };
}

/** Digits only: "199000" is a price, "1e5", "0x10" or " 5" are not (z.coerce alone would take them). */
const DIGITS = /^\d{1,12}$/;

/** Parses the ops tool's arguments; the first problem is the answer. */
export function parsePriceChange(args: string[]): Result<PriceChangeInput> {
  const [productId, netPrice, retailPrice] = args;
  if (args.length !== 3 || ![productId, netPrice, retailPrice].every((arg) => DIGITS.test(arg ?? ""))) {
    return fail(400, "price needs <product_id> <net_price> <retail_price>, whole numbers of rupiah.");
  }
  const parsed = priceChangeSchema.safeParse({ productId, netPrice, retailPrice });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? PRICE_INVALID);
  return ok(parsed.data);
}

/**
 * Sets a product's net and retail prices and writes the change down (product_price_history), in one transaction.
 * The database derives grand_price and is_sale from them. The pages keep serving their cached copy until
 * `npm run revalidate` expires the catalogue caches.
 */
export async function changeProductPrice(input: PriceChangeInput, note = "ops price"): Promise<Result<PriceChange>> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, input.productId)).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(products)
      .set({ netPrice: input.netPrice, retailPrice: input.retailPrice })
      .where(eq(products.id, input.productId))
      .returning();
    await tx.insert(productPriceHistory).values({
      productId: before.id,
      fromNetPrice: before.netPrice,
      fromRetailPrice: before.retailPrice,
      toNetPrice: input.netPrice,
      toRetailPrice: input.retailPrice,
      note,
    });
    return { before, after: after! };
  });
  if (!changed) return notFound("Product");
  const { before, after } = changed;
  return ok({
    productId: after.id,
    productCode: after.productCode,
    from: { netPrice: before.netPrice, retailPrice: before.retailPrice, grandPrice: before.grandPrice },
    to: { netPrice: after.netPrice, retailPrice: after.retailPrice, grandPrice: after.grandPrice },
  });
}
