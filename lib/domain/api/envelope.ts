import { z } from "zod";

/** The values of a message's placeholders ("checkout.soldOut" → product, size). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every failure of the retail API: `{ error: { code, message, params?, fields? } }`. `message` is the spec's English
 * text, `code` its stable key (lib/domain/api/codes.ts; `http.<status>` for an answer without a known message), and
 * `fields` the message of each invalid input field.
 */
export const apiErrorSchema = z
  .object({
    error: z
      .object({
        code: z.string().min(1),
        message: z.string(),
        params: messageParamsSchema.optional(),
        fields: z.record(z.string(), z.string()).optional(),
      })
      .strict(),
  })
  .strict();

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The success envelope of a contract's data: `{ data: … }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data }).strict();
}
