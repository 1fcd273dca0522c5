import "server-only";
import type { OpsOutput } from "@/lib/domain/ops/output";
import { wibDateTime } from "@/lib/domain/wib";
import { moderateReview, pendingReviews } from "./moderation";

export const REVIEWS_USAGE = [
  "Usage: npm run ops -- reviews <command>",
  "  pending [--limit N]        reviews the text check held, oldest first, with why",
  "  approve <id>               PENDING -> PUBLISHED: shown on the product page and counted in its rating",
  "  reject <id> [reason...]    PENDING -> REJECTED: never shown",
  "<id> is the review's id or its first 8 characters.",
];

const usage = (why?: string): OpsOutput => ({ code: 2, lines: [...(why ? [why] : []), ...REVIEWS_USAGE] });

/** What the ops API must do after a command: the product whose pages changed, for the cache. */
export interface ReviewsCommandOutput extends OpsOutput {
  changedProductId?: number;
}

/** `npm run ops -- reviews …` (and the ops API with the same args): the staff's moderation (docs/reviews.md). */
export async function runReviewsCommand(args: string[]): Promise<ReviewsCommandOutput> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case "pending": {
      const i = rest.indexOf("--limit");
      const limit = i >= 0 ? Number(rest[i + 1]) : 50;
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) return usage("--limit takes 1 to 500");
      const rows = await pendingReviews(limit);
      if (rows.length === 0) return { code: 0, lines: ["No review is waiting."] };
      return {
        code: 0,
        lines: rows.flatMap(({ review: r, productName }) => [
          `${r.publicId.slice(0, 8)}  ${wibDateTime(r.updatedAt)}  ${r.rating}/5  ${productName}  flagged: ${r.flagReason ?? "-"}`,
          `    ${r.title}`,
          `    ${r.body.replace(/\s+/g, " ").slice(0, 300)}`,
        ]),
      };
    }
    case "help":
      return { code: 0, lines: REVIEWS_USAGE };
    case "approve":
    case "reject": {
      if (!rest[0]) return usage(`${command} needs <id>`);
      const to = command === "approve" ? "PUBLISHED" : "REJECTED";
      const moved = await moderateReview(rest[0], to, rest.slice(1).join(" ") || undefined);
      if (!moved.ok) return { code: 1, lines: [`refused: ${moved.error.message}`] };
      return {
        code: 0,
        lines: [`review ${moved.data.publicId.slice(0, 8)} is ${moved.data.status}`],
        changedProductId: moved.data.productId,
      };
    }
    default:
      return usage(`unknown reviews command ${command}`);
  }
}
