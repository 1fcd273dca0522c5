/** The reset link's one answer for every way it can fail (kept here, not in ./inputs: the browser's catalogue needs it without zod). */
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired, please request a new one.";

/** Ours: answers the spec leaves open. Never says whether an email has an account. */
export const AUTH_MSG = {
  badCredentials: "The email or password you entered is incorrect.",
  throttled: "Too many failed sign-in attempts, please try again in 15 minutes.",
  emailTaken: "An account with this email address already exists.",
  signedOut: "You have been signed out.",
  resetRequested: "If an account exists for this email address, we have sent it a link to reset your password.",
  resetInvalid: RESET_LINK_INVALID,
  resetDone: "Your password has been reset, please sign in with your new password.",
} as const;
