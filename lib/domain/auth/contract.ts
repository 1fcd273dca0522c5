/** The auth domain's inputs and answers (spec sections 4 and 7, `auth/*`). */
import { z } from "zod";
import { signInSchema, signUpSchema } from "@/lib/domain/auth/inputs";
import { deviceIdField } from "@/lib/domain/api/input-fields";

/** The guest cart to join the account; a malformed id is ignored rather than failing the sign-in. */
const deviceField = z.object({ local_device_id: deviceIdField.optional().catch(undefined) });

/** `POST auth/sign-in`: the form's fields plus the device whose guest cart joins the account. */
export const signInBody = z.intersection(signInSchema, deviceField);
export type SignInBody = z.infer<typeof signInBody>;

/** `POST auth/sign-up`. */
export const signUpBody = z.intersection(signUpSchema, deviceField);
export type SignUpBody = z.infer<typeof signUpBody>;

/** `POST auth/session`: after a sign-in made without script, the device whose guest cart joins the account. */
export const sessionHandoffBody = deviceField;
export type SessionHandoffBody = z.infer<typeof sessionHandoffBody>;

/** Sign-in, sign-up and the session hand-over: the bearer token (the httpOnly cookie carries the same). */
export const authResponseSchema = z.object({ access_token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
