/** The auth calls of spec section 7 (`auth/*`), typed by lib/domain/auth/contract.ts. */
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { AuthResponse } from "@/lib/domain/auth/contract";
import type { ForgotPasswordInput, SignInInput, SignUpInput } from "@/lib/domain/auth/inputs";
import { api, type Callbacks } from "./request";

export const AUTH_PATHS = {
  signIn: "auth/sign-in",
  signUp: "auth/sign-up",
  signOut: "auth/sign-out",
  session: "auth/session",
  forgotPassword: "auth/forgot-password",
  resetPassword: "auth/reset-password",
} as const;

/** Sent without the stored token: a stale one must not turn a wrong password into a "session expired". */
const NO_TOKEN = { token: null };

export function signIn(input: SignInInput & { local_device_id: string | null }, callbacks: Callbacks<AuthResponse>) {
  return api.post<AuthResponse>(AUTH_PATHS.signIn, input, callbacks, NO_TOKEN);
}

export function signUp(input: SignUpInput & { local_device_id: string | null }, callbacks: Callbacks<AuthResponse>) {
  return api.post<AuthResponse>(AUTH_PATHS.signUp, input, callbacks, NO_TOKEN);
}

export function forgotPassword(input: ForgotPasswordInput, callbacks: Callbacks<MessageResponse>) {
  return api.post<MessageResponse>(AUTH_PATHS.forgotPassword, input, callbacks, NO_TOKEN);
}

export function resetPassword(
  input: { token: string; password: string; password_conf: string },
  callbacks: Callbacks<MessageResponse>,
) {
  return api.post<MessageResponse>(AUTH_PATHS.resetPassword, input, callbacks, NO_TOKEN);
}
