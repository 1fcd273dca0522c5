import { z } from "zod";
import { RETURN_METHODS, RETURN_POLICY, RETURN_REASONS } from "./policy";
import { RETURNS_MSG } from "./messages";

const owner = {
  trx_ref: z.string().trim().min(1).max(64),
  local_device_id: z.string().trim().max(64).optional(),
  /** The order's pay link or view token: a guest's order link. */
  pay_token: z.string().trim().max(128).optional(),
};

/** POST returns-of-order: an order's returns and whether it can be returned, for its owner. */
export const returnsOfOrderSchema = z.object(owner);
export type ReturnsOfOrderInput = z.infer<typeof returnsOfOrderSchema>;

/** POST returns: a draft request; its files follow (POST return-files), then POST return-submit. */
export const createReturnSchema = z
  .object({
    ...owner,
    lines: z
      .array(z.object({ line_id: z.number().int().positive(), qty: z.number().int().min(1).max(99) }))
      .min(1, RETURNS_MSG.linesRequired)
      .max(50),
    reason: z.enum(RETURN_REASONS, { error: RETURNS_MSG.reasonRequired }),
    description: z.string().trim().min(1, RETURNS_MSG.descriptionRequired).max(RETURN_POLICY.descriptionMax),
    tags_attached: z.literal(true, { error: RETURNS_MSG.tagsRequired }),
    method: z.enum(RETURN_METHODS, { error: RETURNS_MSG.methodRequired }),
    showroom_id: z.number().int().positive().optional(),
    parcel_receipt: z.string().trim().max(60).optional(),
    parcel_cost: z.number().int(RETURNS_MSG.parcelCostInvalid).min(0).max(1_000_000).optional(),
    /** For a refund by bank transfer (a payment not made through a provider that refunds): kept encrypted. */
    bank: z
      .object({
        bank_name: z.string().trim().min(2).max(60),
        account_number: z
          .string()
          .trim()
          .regex(/^[0-9 -]{5,30}$/),
        account_holder: z.string().trim().min(2).max(80),
      })
      .optional(),
  })
  .refine((v) => v.method !== "drop_off" || v.showroom_id !== undefined, {
    message: RETURNS_MSG.showroomRequired,
    path: ["showroom_id"],
  });
export type CreateReturnInput = z.infer<typeof createReturnSchema>;

/** POST return-files: one file, the request body as it is (query: which request, which kind, the file's name). */
export const returnFileQuerySchema = z.object({
  request_id: z.uuid(),
  kind: z.enum(["photo", "video"]),
  name: z.string().trim().min(1).max(200),
});

/** POST return-submit: the draft is sent once its files are there. */
export const submitReturnSchema = z.object({ request_id: z.uuid() });
