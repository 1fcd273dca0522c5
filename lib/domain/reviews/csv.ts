import { z } from "zod";
import { code, date, MSG } from "../catalog-import/fields";
import { REVIEW_POLICY, REVIEW_STATUSES } from "./policy";

/** The reviews file of `npm run catalog -- reviews-import | reviews-export` (docs/catalog-format.md). */
export const REVIEWS_FILE = "reviews.csv";

export const REVIEW_COLUMNS = [
  "review_id",
  "product_code",
  "email",
  "rating",
  "title",
  "body",
  "status",
  "size_code",
  "author",
  "published_at",
] as const;

const P = REVIEW_POLICY;
const length = (min: number, max: number) =>
  z.string().trim().min(min, `must be ${min} to ${max} characters`).max(max, `must be ${min} to ${max} characters`);

/** One row, cell by cell: the API's limits, the CSV rules of the catalogue (trimmed cells, ISO dates). */
export const reviewRowSchema = z.object({
  /** The export's id, for reference only: rows are matched by product and email. */
  review_id: z.union([z.literal(""), z.uuid("must be a review id from an export, or empty")]),
  product_code: code(),
  email: z.string().trim().toLowerCase().pipe(z.email("must be the shopper's email address")),
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]$/, "must be a whole number of stars from 1 to 5")
    .transform(Number),
  title: length(P.titleMin, P.titleMax),
  body: length(P.bodyMin, P.bodyMax),
  status: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v) => v || "PUBLISHED")
    .pipe(z.enum(REVIEW_STATUSES, `must be ${REVIEW_STATUSES.join(", ")} or empty (PUBLISHED)`)),
  /** Empty: the size of the shopper's completed order line. */
  size_code: z.string().trim().max(20, MSG.code),
  /** Empty: the shopper's first name. */
  author: z.string().trim().max(40, "must be at most 40 characters"),
  published_at: date,
});
export type ReviewRow = z.output<typeof reviewRowSchema>;
