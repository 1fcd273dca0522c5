import { RESET_LINK_INVALID } from "@/lib/domain/auth/messages";

/** Sign-in, sign-up and the password pages, and the form fields they share with the account area. */
export const auth = {
  fields: {
    name: "Name",
    gender: "Gender",
    male: "Male",
    female: "Female",
    email: "Email",
    password: "Password",
    passwordConf: "Password Confirmation",
    oldPassword: "Old Password",
    newPassword: "New Password",
    newPasswordConf: "New Password Confirmation",
  },
  signIn: {
    metaTitle: "Sign In",
    title: "Sign In",
    submit: "Sign In",
    forgotPassword: "Forgot Password?",
    newCustomer: "New Customer",
    newCustomerText: "Create an account to keep a wishlist, save your addresses and follow your orders.",
    createAccount: "Create an Account",
  },
  signUp: {
    metaTitle: "Create an Account",
    title: "Create an Account",
    submit: "Create Account",
    haveAccount: "Have account? Sign in.",
  },
  forgotPassword: {
    metaTitle: "Forgot Password",
    title: "Forgot Password",
    intro: "Enter the email address of your account and we will send you a link to reset your password.",
    submit: "Send Reset Link",
    backToSignIn: "Back to Sign In",
  },
  resetPassword: {
    metaTitle: "Reset Password",
    title: "Reset Password",
    submit: "Reset Password",
    signIn: "Sign in",
    linkInvalid: RESET_LINK_INVALID,
  },
} as const;
