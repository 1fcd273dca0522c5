import "server-only";
import { z } from "zod";
import { signInSchema, signUpSchema } from "@/lib/domain/schemas/auth";
import { deviceIdField } from "@/lib/domain/schemas/common";

/** The guest cart to join the account; a malformed id is ignored rather than failing the sign-in. */
const deviceField = z.object({ local_device_id: deviceIdField.optional().catch(undefined) });

export const signInBody = z.intersection(signInSchema, deviceField);
export const signUpBody = z.intersection(signUpSchema, deviceField);
export type SignInBody = z.infer<typeof signInBody>;
export type SignUpBody = z.infer<typeof signUpBody>;
