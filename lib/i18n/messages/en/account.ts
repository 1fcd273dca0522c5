import { LABELS } from "@/lib/domain/messages";

/**
 * The account area: side menu, profile and newsletter, change password, the address book and its form (also used by
 * the checkout). The API's answers are in the errors namespace, by code.
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
  courierDestination: {
    legend: "Courier destination",
    hint: "Choose the area the courier delivers to for this district and zip code:",
    none: "The courier knows no destination for this district and zip code. Please check them.",
    failed: "Fail to load the courier's destinations, please try again.",
    retry: "Retry",
    confirm: "Confirm destination",
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
} as const;
