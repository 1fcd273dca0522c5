import { messageResponseSchema } from "../api/message-response";
import { defineRoute, type RouteContract } from "../api/route-contract";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/domain/auth/inputs";
import { authResponseSchema, sessionHandoffBody, signInBody, signUpBody } from "./contract";

/** The auth domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const authRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/sign-in",
    operationId: "signIn",
    summary: "Signs in with email and password; the guest cart of `local_device_id` joins the account",
    tag: "auth",
    auth: "none",
    body: signInBody,
    response: authResponseSchema,
    errors: [400, 401, 403, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/sign-up",
    operationId: "signUp",
    summary: "Creates an account, signed in at once",
    tag: "auth",
    auth: "none",
    body: signUpBody,
    response: authResponseSchema,
    errors: [400, 403, 409, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/sign-out",
    operationId: "signOut",
    summary: "Revokes the session of the token and of the cookie, and clears the cookie",
    tag: "auth",
    auth: "optional",
    response: messageResponseSchema,
    errors: [403],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/session",
    operationId: "handOverSession",
    summary: "After a sign-in made without script: the token of the httpOnly session cookie",
    tag: "auth",
    auth: "none",
    body: sessionHandoffBody,
    response: authResponseSchema,
    errors: [400, 401, 403, 413, 415],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/forgot-password",
    operationId: "forgotPassword",
    summary: "Mails a single-use reset link; the answer never tells whether the email has an account",
    tag: "auth",
    auth: "none",
    body: forgotPasswordSchema,
    response: messageResponseSchema,
    errors: [400, 403, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/auth/reset-password",
    operationId: "resetPassword",
    summary: "Sets a new password with a mailed reset link and ends every session of the shopper",
    tag: "auth",
    auth: "none",
    body: resetPasswordSchema,
    response: messageResponseSchema,
    errors: [400, 403, 413, 415],
  }),
];
