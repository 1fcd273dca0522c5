import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { csvTokens, type CsvRecordOut } from "@/lib/db/catalog-import/csv-tokens";
import { detectDelimiter } from "@/lib/db/catalog-import/read-csv";
import { products, reviews, users } from "@/lib/db/schema";
import { toCsv, unguardFormula } from "@/lib/domain/catalog-import/csv-write";
import { formatIssues, type ImportIssue } from "@/lib/domain/catalog-import/issues";
import type { OpsOutput } from "@/lib/domain/ops/output";
import { REVIEW_COLUMNS, REVIEWS_FILE, reviewRowSchema, type ReviewRow } from "@/lib/domain/reviews/csv";
import { firstName } from "@/lib/domain/reviews/policy";
import { completedPurchase } from "./access";

/** `reviews-export`: every review, any state, as reviews.csv (docs/catalog-format.md). */
export async function exportReviews(): Promise<{ csv: string; count: number }> {
  const db = await getDb();
  const rows = await db
    .select({ review: reviews, productCode: products.productCode, email: users.email })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(reviews.id);
  const csv = toCsv(
    REVIEW_COLUMNS,
    rows.map(({ review: r, productCode, email }) => ({
      review_id: r.publicId,
      product_code: productCode,
      email,
      rating: r.rating,
      title: r.title,
      body: r.body,
      status: r.status,
      size_code: r.sizeCode,
      author: r.authorName,
      published_at: r.publishedAt?.toISOString() ?? "",
    })),
  );
  return { csv, count: rows.length };
}

function records(text: string, issues: ImportIssue[]): CsvRecordOut[] {
  const clean = text.replace(/^\uFEFF/, "");
  if (clean.trim() === "") {
    issues.push({ file: REVIEWS_FILE, message: "the file is empty (it needs at least its header line)" });
    return [];
  }
  const tokens = csvTokens(detectDelimiter(clean.split(/\r?\n/, 1)[0] ?? ""));
  try {
    return [...tokens.push(clean), ...tokens.end()];
  } catch (error) {
    issues.push({ file: REVIEWS_FILE, message: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/** The rows as checked values with their line, every problem named by line and column. */
function parseRows(text: string, issues: ImportIssue[]): { line: number; row: ReviewRow }[] {
  const [head, ...body] = records(text, issues);
  if (!head) return [];
  const names = head.cells.map((c) => c.trim().toLowerCase());
  const unknown = names.filter((n) => !(REVIEW_COLUMNS as readonly string[]).includes(n));
  for (const name of unknown) issues.push({ file: REVIEWS_FILE, line: 1, column: name, message: "unknown column" });
  for (const name of ["product_code", "email", "rating", "title", "body"])
    if (!names.includes(name))
      issues.push({ file: REVIEWS_FILE, line: 1, column: name, message: "required column is missing" });
  if (issues.length) return [];
  const out: { line: number; row: ReviewRow }[] = [];
  for (const { cells, line } of body) {
    if (cells.every((c) => c.trim() === "")) continue;
    if (cells.length !== names.length) {
      issues.push({ file: REVIEWS_FILE, line, message: `has ${cells.length} cells, the header ${names.length}` });
      continue;
    }
    const record = Object.fromEntries(REVIEW_COLUMNS.map((c) => [c, unguardFormula(cells[names.indexOf(c)] ?? "")]));
    const parsed = reviewRowSchema.safeParse(record);
    if (parsed.success) out.push({ line, row: parsed.data });
    else
      for (const issue of parsed.error.issues)
        issues.push({ file: REVIEWS_FILE, line, column: String(issue.path[0]), message: issue.message });
  }
  return out;
}

/**
 * `reviews-import <file> [--dry-run]`: reviews.csv checked whole first (every problem named by line and column), then
 * written in one transaction, or nothing. A row is matched by its product and shopper (one review each): created or
 * updated. The shopper must have an account and a completed order holding the product, as for a review written in
 * the shop, so every review stays a verified buyer's.
 */
export async function importReviews(text: string, dryRun: boolean): Promise<OpsOutput & { changedProducts: number[] }> {
  const issues: ImportIssue[] = [];
  const rows = parseRows(text, issues);
  const db = await getDb();
  const codes = [...new Set(rows.map((r) => r.row.product_code))];
  const emails = [...new Set(rows.map((r) => r.row.email))];
  const productIds = new Map(
    (codes.length
      ? await db
          .select({ id: products.id, code: products.productCode })
          .from(products)
          .where(inArray(products.productCode, codes))
      : []
    ).map((p) => [p.code, p.id]),
  );
  const people = new Map(
    (emails.length
      ? await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(inArray(users.email, emails))
      : []
    ).map((u) => [u.email.toLowerCase(), u]),
  );
  const seen = new Map<string, number>();
  const planned: {
    productId: number;
    userId: number;
    values: Omit<typeof reviews.$inferInsert, "productId" | "userId">;
  }[] = [];
  for (const { line, row } of rows) {
    const productId = productIds.get(row.product_code);
    const user = people.get(row.email);
    if (productId === undefined)
      issues.push({
        file: REVIEWS_FILE,
        line,
        column: "product_code",
        message: `no product has the code ${row.product_code}`,
      });
    if (!user)
      issues.push({ file: REVIEWS_FILE, line, column: "email", message: "no shopper's account has this email" });
    if (productId === undefined || !user) continue;
    const key = `${productId}:${user.id}`;
    if (seen.has(key)) {
      issues.push({
        file: REVIEWS_FILE,
        line,
        column: "email",
        message: `this shopper's review of ${row.product_code} is already on line ${seen.get(key)} (one review per product and shopper)`,
      });
      continue;
    }
    seen.set(key, line);
    const purchase = await completedPurchase(db, user.id, productId);
    if (!purchase) {
      issues.push({
        file: REVIEWS_FILE,
        line,
        column: "email",
        message: `this shopper has no completed order of ${row.product_code}: only buyers review`,
      });
      continue;
    }
    const publishedAt = row.status === "PUBLISHED" ? (row.published_at ?? new Date()) : null;
    planned.push({
      productId,
      userId: user.id,
      values: {
        rating: row.rating,
        title: row.title,
        body: row.body,
        status: row.status,
        sizeCode: row.size_code || purchase.sizeCode,
        orderLineId: purchase.lineId,
        authorName: row.author || firstName(user.name),
        publishedAt,
        updatedAt: new Date(),
      },
    });
  }
  if (issues.length) return { code: 1, lines: [...formatIssues(issues), "Nothing was written."], changedProducts: [] };

  const counts = { created: 0, updated: 0 };
  const changed = new Set<number>();
  const rollback = new Error("dry run");
  try {
    await db.transaction(async (tx) => {
      for (const p of planned) {
        const [before] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.productId, p.productId), eq(reviews.userId, p.userId)));
        await tx
          .insert(reviews)
          .values({ productId: p.productId, userId: p.userId, ...p.values })
          .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: p.values });
        counts[before ? "updated" : "created"]++;
        changed.add(p.productId);
      }
      if (dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return {
    code: 0,
    lines: [
      `reviews: ${counts.created} created, ${counts.updated} updated${dryRun ? " (dry run: nothing written)" : ""}`,
    ],
    changedProducts: dryRun ? [] : [...changed],
  };
}
