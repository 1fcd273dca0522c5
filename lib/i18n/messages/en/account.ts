import { LABELS } from "@/lib/domain/messages";
import { ACCOUNT_MSG } from "@/lib/server/account/messages";
import { AUTH_MSG } from "@/lib/server/auth/messages";
import { CROSS_SITE_MESSAGE } from "@/lib/server/http/origin";
import { INTERNAL_ERROR_MESSAGE } from "@/lib/server/http/respond";

/**
 * The account area: side menu, profile and newsletter, change password, the address book and its form (also used by
 * the checkout). `api` holds the answers of our own auth and account endpoints (lib/server/{auth,account}/messages.ts,
 * not spec texts), keyed by their English text so a form shows an answer in the shopper's language
 * (components/auth/use-api-text.ts); every page with those forms provides this namespace.
 */
export const account = {
  menu: {
    label: "Account",
    information: "Account Information",
    orders: LABELS.myOrders,
    wishlist: LABELS.myWishlist,
    shippingAddress: "Shipping Address",
    changePassword: "Change Password",
    signOut: "Sign Out",
  },
  information: {
    metaTitle: "Account Information",
    title: "Account Information",
    profile: "Profile",
    saveProfile: "Save Profile",
    currentPassword: "Current Password (needed to change your email)",
    newsletter: "Newsletter",
  },
  newsletter: {
    toggle: "Subscribe to our newsletter",
    subscribed: "You are subscribed to our newsletter.",
    notSubscribed: "You are not subscribed to our newsletter.",
    confirmTitle: "Newsletter subscription",
    /** The page of the link mailed by the home box's sign-up (/newsletter/confirm). */
    confirmed: "Your newsletter subscription is confirmed. Thank you for subscribing to our newsletter.",
    linkInvalid: "This confirmation link is invalid or has already been used.",
  },
  changePassword: {
    metaTitle: "Change Password",
    title: "Change Password",
    submit: "Change Password",
  },
  addresses: {
    metaTitle: "Shipping Address",
    title: "Shipping Address",
    empty: "You have no saved address yet.",
    listLabel: "Saved addresses",
    primary: "Primary",
    edit: "Edit",
    setPrimary: "Set as Primary",
    delete: "Delete",
    add: "Add New Address",
  },
  addressForm: {
    newLabel: "New address",
    editLabel: "Edit address",
    newTitle: "New Address",
    editTitle: "Edit Address",
    label: "Address Label",
    recipientName: "Recipient Name",
    recipientPhone: "Recipient Phone",
    recipientZip: "Recipient Zipcode",
    street: "Address Street",
    notes: "Address Notes",
    province: "Province",
    city: "City",
    subdistrict: "Subdistrict",
    chooseProvince: "Choose province",
    chooseCity: "Choose city",
    chooseSubdistrict: "Choose subdistrict",
    save: "Save Address",
    cancel: "Cancel",
  },
  api: {
    [CROSS_SITE_MESSAGE]: CROSS_SITE_MESSAGE,
    [INTERNAL_ERROR_MESSAGE]: INTERNAL_ERROR_MESSAGE,
    [AUTH_MSG.badCredentials]: AUTH_MSG.badCredentials,
    [AUTH_MSG.throttled]: AUTH_MSG.throttled,
    [AUTH_MSG.emailTaken]: AUTH_MSG.emailTaken,
    [AUTH_MSG.signedOut]: AUTH_MSG.signedOut,
    [AUTH_MSG.resetRequested]: AUTH_MSG.resetRequested,
    [AUTH_MSG.resetInvalid]: AUTH_MSG.resetInvalid,
    [AUTH_MSG.resetDone]: AUTH_MSG.resetDone,
    [ACCOUNT_MSG.emailTaken]: ACCOUNT_MSG.emailTaken,
    [ACCOUNT_MSG.newsletterSubscribed]: ACCOUNT_MSG.newsletterSubscribed,
    [ACCOUNT_MSG.newsletterUnsubscribed]: ACCOUNT_MSG.newsletterUnsubscribed,
    [ACCOUNT_MSG.newsletterThanks]: ACCOUNT_MSG.newsletterThanks,
    [ACCOUNT_MSG.oldPasswordWrong]: ACCOUNT_MSG.oldPasswordWrong,
    [ACCOUNT_MSG.currentPasswordWrong]: ACCOUNT_MSG.currentPasswordWrong,
    [ACCOUNT_MSG.profileChanged]: ACCOUNT_MSG.profileChanged,
    [ACCOUNT_MSG.passwordChanged]: ACCOUNT_MSG.passwordChanged,
    [ACCOUNT_MSG.addressNotFound]: ACCOUNT_MSG.addressNotFound,
    [ACCOUNT_MSG.addressSaved]: ACCOUNT_MSG.addressSaved,
    [ACCOUNT_MSG.addressUpdated]: ACCOUNT_MSG.addressUpdated,
    [ACCOUNT_MSG.addressRemoved]: ACCOUNT_MSG.addressRemoved,
    [ACCOUNT_MSG.addressPrimarySet]: ACCOUNT_MSG.addressPrimarySet,
    [ACCOUNT_MSG.primaryCannotBeRemoved]: ACCOUNT_MSG.primaryCannotBeRemoved,
    [ACCOUNT_MSG.alreadyPrimary]: ACCOUNT_MSG.alreadyPrimary,
    [ACCOUNT_MSG.tooManyAddresses]: ACCOUNT_MSG.tooManyAddresses,
  },
} as const;
