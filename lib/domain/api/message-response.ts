import { z } from "zod";

/** The answer of an operation that only confirms: `{ message }`, one of the API's texts (its code: lib/domain/api/codes.ts). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
