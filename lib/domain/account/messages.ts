/** Ours: answers the spec leaves open ("not shown"). */
export const ACCOUNT_MSG = {
  emailTaken: "This email address is already used by another account.",
  newsletterSubscribed: "You have subscribed to our newsletter.",
  newsletterUnsubscribed: "You have unsubscribed from our newsletter.",
  newsletterThanks: "Thank you! Please confirm your subscription with the link we have sent to your email address.",
  oldPasswordWrong: "Your old password is not correct.",
  currentPasswordWrong: "Your current password is not correct.",
  profileChanged: "Your profile was changed meanwhile, please reload the page and try again.",
  passwordChanged: "Your password has been successfully changed.",
  addressNotFound: "Address not found.",
  addressSaved: "Your address has been saved.",
  addressUpdated: "Your address has been updated.",
  addressRemoved: "Your address has been removed.",
  addressPrimarySet: "Your primary address has been changed.",
  primaryCannotBeRemoved: "The primary address cannot be removed.",
  alreadyPrimary: "This address is already your primary address.",
  tooManyAddresses: "You can save at most 20 addresses.",
} as const;
