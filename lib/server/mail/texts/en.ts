import type { MailTexts } from "./types";

/** English: the mails' texts as they were before the other languages came (tests keep them byte for byte). */
export const en: MailTexts = {
  order: {
    number: "Order number:",
    items: "Items:",
    line: (l) => `${l.name} (Size: ${l.size}) ${l.qty} x ${l.price} = ${l.subtotal}`,
    columns: { product: "Product", size: "Size", qty: "Qty", price: "Price", subtotal: "Subtotal" },
    subtotal: "Subtotal:",
    bundleDiscount: "Bundle discount:",
    promo: (code) => `Promo ${code}:`,
    shipping: (courier, service) => `Shipping (${courier} ${service}):`,
    grandTotal: "Grand total:",
    deliveryTo: "Delivery to:",
    selfPickupAt: (store) => `Self Pickup at ${store}`,
  },
  confirmation: {
    subject: (n) => `Order #${n} received`,
    intro: "Thank you for your order.",
    due: (when) => `Please complete the payment before ${when} WIB; unpaid orders are cancelled after 24 hours.`,
    payLink:
      "To pay for this order, from any device, open this link (keep it to yourself: it pays for this order only):",
    payButton: "Pay for this order",
  },
  paymentReceived: {
    subject: (n) => `Payment received for order #${n}`,
    intro: "We have received your payment.",
    pickup: "Your order will be ready for pickup at least 1 hour after payment.",
    delivery: "Your package will be processed within 24 hours.",
  },
  shipped: {
    subject: (n) => `Order #${n} has been shipped`,
    via: (courier, service) =>
      `Your order has been shipped with ${courier ?? "the courier"} ${service}.`.replace(" .", "."),
    waybill: (resi) => `No. Resi (waybill): ${resi}`,
    follow: "You can follow the package under My Orders, Order Tracking.",
    followLink: "To follow the package, open your order's page (keep this link to yourself: it shows this order):",
    followButton: "Follow this order",
    damage: "Please report any damage in transit within 48 hours of receipt.",
  },
  readyForPickup: {
    subject: (n) => `Order #${n} is ready for pickup`,
    intro: "Your order is ready for pickup.",
    code: (code) => `Pick Up Code: ${code}`,
    hours: "Show this code at the store (open 10:00-20:00 WIB).",
  },
  passwordReset: {
    subject: "Reset your password",
    hello: (name) => `Hello ${name},`,
    open: "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
    once: "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
    button: "Choose a new password",
  },
};
