/** One order line as the mail shows it: money already written in the mail's language. */
export interface MailLine {
  name: string;
  size: string;
  qty: number;
  price: string;
  subtotal: string;
}

/**
 * The words of the shop's mails in one language. Labels carry their own colon (French writes ' :'); the mail adds
 * the value after a space. `when` is a WIB moment without 'WIB' (lib/domain/wib.ts).
 */
export interface MailTexts {
  order: {
    number: string;
    items: string;
    line: (l: MailLine) => string;
    columns: { product: string; size: string; qty: string; price: string; subtotal: string };
    subtotal: string;
    bundleDiscount: string;
    promo: (code: string) => string;
    shipping: (courier: string, service: string) => string;
    grandTotal: string;
    deliveryTo: string;
    selfPickupAt: (store: string) => string;
  };
  confirmation: {
    subject: (number: string) => string;
    intro: string;
    due: (when: string) => string;
    payLink: string;
    payButton: string;
  };
  paymentReceived: { subject: (number: string) => string; intro: string; pickup: string; delivery: string };
  shipped: {
    subject: (number: string) => string;
    via: (courier: string | null, service: string) => string;
    waybill: (resi: string) => string;
    /** A signed-in buyer follows the parcel under My Orders. */
    follow: string;
    /** A guest has no My Orders: the order's own link, after the damage line. */
    followLink: string;
    followButton: string;
    damage: string;
  };
  readyForPickup: { subject: (number: string) => string; intro: string; code: (code: string) => string; hours: string };
  passwordReset: { subject: string; hello: (name: string) => string; open: string; once: string; button: string };
}
