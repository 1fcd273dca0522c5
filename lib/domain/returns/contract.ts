import { z } from "zod";
import { RETURN_METHODS, RETURN_REASONS } from "./policy";

/** One step of a request's timeline; dates are 'YYYY-MM-DD HH:mm:ss' WIB. */
export const returnEventSchema = z.object({ status: z.string(), note: z.string().nullable(), at: z.string() });

/** A return request as its shopper sees it. */
export const returnRequestSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  method: z.enum(RETURN_METHODS),
  showroom_id: z.number().nullable(),
  parcel_receipt: z.string().nullable(),
  parcel_cost: z.number().nullable(),
  lines: z.array(z.object({ line_id: z.number(), product_name: z.string(), size_code: z.string(), qty: z.number() })),
  files: z.array(
    z.object({ id: z.number(), kind: z.enum(["photo", "video"]), file_name: z.string(), size: z.number() }),
  ),
  reject_reason: z.string().nullable(),
  refund_amount: z.number().nullable(),
  timeline: z.array(returnEventSchema),
});
export type ReturnRequestView = z.infer<typeof returnRequestSchema>;

/** POST returns: the draft, and the token its files and submit carry (header `x-return-token`), given once. */
export const createdReturnSchema = z.object({ request: returnRequestSchema, upload_token: z.string() });

/** POST returns-of-order: whether the order can be returned, until when, its lines, and its requests. */
export const orderReturnsSchema = z.object({
  received_at: z.string().nullable(),
  /** Until when each reason may be asked ('YYYY-MM-DD HH:mm:ss' WIB), null before receipt. */
  deadlines: z.object({ defect: z.string(), damage: z.string() }).nullable(),
  /** Whether a new request can be made now (received, within the later window). */
  can_request: z.boolean(),
  lines: z.array(
    z.object({
      line_id: z.number(),
      product_name: z.string(),
      size_code: z.string(),
      qty: z.number(),
      /** The units the shopper may still ask to return: those bought, less those already refunded. */
      returnable_qty: z.number(),
      /** Whether an open request holds this line. */
      open_request: z.boolean(),
    }),
  ),
  limits: z.object({ photo_max_bytes: z.number(), video_max_bytes: z.number() }),
  /** The showrooms that take a drop-off. */
  showrooms: z.array(z.object({ id: z.number(), name: z.string() })),
  requests: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** POST return-files: the file kept. */
export const returnFileSchema = z.object({
  id: z.number(),
  kind: z.enum(["photo", "video"]),
  file_name: z.string(),
  size: z.number(),
});
