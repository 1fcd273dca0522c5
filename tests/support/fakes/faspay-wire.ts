/**
 * Faspay Xpress v4's wire as its public documentation gives it, for the fake (./faspay.ts): the signature, WIB dates,
 * the bill's mandatory fields and lengths, the notification's status texts and how Faspay reads the shop's
 * acknowledgement.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

export interface ShopAnswer {
  status: number;
  contentType: string;
  body: string;
}

export const sign = (...parts: string[]) =>
  createHash("sha1")
    .update(createHash("md5").update(parts.join("")).digest("hex"))
    .digest("hex");
export const wib = (d = new Date()) =>
  new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
export const escapeXml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
export const escapeHtml = escapeXml;
const unescapeXml = (v: string) =>
  v.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);

const text = (max: number) => z.string().min(1).max(max);
const datetime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "must be YYYY-MM-DD HH:mm:ss");
const rupiah = z.string().regex(/^\d{1,15}$/, "must be whole rupiah");
export const billSchema = z.looseObject({
  merchant_id: z.string().regex(/^\d{5}$/),
  bill_no: text(32),
  bill_date: datetime,
  bill_expired: datetime,
  bill_desc: text(128),
  bill_gross: rupiah.optional(),
  bill_miscfee: rupiah.optional(),
  bill_total: rupiah,
  cust_no: text(32),
  cust_name: text(32),
  payment_channel: z.array(z.string()).max(128).optional(),
  return_url: z.url(),
  // "msisdn Numeric (128) M Customer Mobile Phone": mandatory, so an empty one is refused with 83.
  msisdn: z.string().regex(/^\d{1,128}$/, "must be the customer's mobile phone number, digits"),
  email: z.email().max(128),
  billing_address: z.string().max(200).optional(),
  billing_address_city: z.string().max(50).optional(),
  billing_address_poscode: z.string().max(10).optional(),
  // "amount: Item Price", "qty: Item Quantity": a unit price, whole rupiah; a discount line's is negative.
  item: z
    .array(
      z.object({
        product: z.string().min(1),
        qty: z.string().regex(/^[1-9]\d*$/),
        amount: z.string().regex(/^-?\d{1,15}$/, "must be whole rupiah"),
      }),
    )
    .optional(),
  signature: z.string().regex(/^[0-9a-f]{40}$/i),
});

/**
 * The bill's amounts as Faspay reads them (Xpress v4 and Post Data Transaction: bill_gross "Order Nominal",
 * bill_miscfee "Miscellaneous fee", bill_total "Total Nominal"; each item's amount its "Item Price" times its "Item
 * Quantity", as the Billing API's sample adds 2 × 2500 + 5000 up to its total): the items add up to bill_gross, and
 * bill_gross plus bill_miscfee is bill_total. Null when they agree, else what differs (refused 13 "Invalid Amount").
 */
export function amountProblem(bill: z.infer<typeof billSchema>): string | null {
  const gross = bill.bill_gross === undefined ? null : Number(bill.bill_gross);
  const misc = Number(bill.bill_miscfee ?? "0");
  if (gross !== null && gross + misc !== Number(bill.bill_total))
    return `bill_gross ${gross} + bill_miscfee ${misc} is not bill_total ${bill.bill_total}`;
  if (gross === null || !bill.item?.length) return null;
  const items = bill.item.reduce((sum, i) => sum + Number(i.amount) * Number(i.qty), 0);
  return items === gross ? null : `the items add up to ${items}, not bill_gross ${gross}`;
}

export const STATUS_DESC: Record<string, string> = {
  "1": "In Process",
  "2": "Payment Sukses",
  "3": "Payment Failed",
  "7": "Payment Expired",
  "8": "Payment Cancelled",
};

/** Faspay's payment notification page: "3 times if the first try does not get a response OK". */
export const NOTIFY_RETRIES = 3;
/** The fields the acknowledgement echoes from the notification (its JSON sample; its XML sample leaves out merchant). */
const ECHOED = ["trx_id", "merchant_id", "merchant", "bill_no"] as const;

/**
 * Reads the shop's acknowledgement as Faspay documents it: response "Payment Notification", the notification's own
 * trx_id, merchant_id, merchant and bill_no, response_code "00". `accepted`: HTTP 2xx with "00"; `problems`: what an
 * accepted answer failed to echo (Faspay then takes it as no acknowledgement and resends).
 */
export function ackOf(answer: ShopAnswer, sent: Record<string, string>): { accepted: boolean; problems: string[] } {
  let got: Record<string, unknown> = {};
  if (/xml/i.test(answer.contentType)) {
    const root = /<faspay>([\s\S]*)<\/faspay>/.exec(answer.body)?.[1] ?? "";
    for (const m of root.matchAll(/<([a-z_]+)>([^<]*)<\/\1>/g)) got[m[1]!] = unescapeXml(m[2]!);
  } else {
    try {
      got = JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      return { accepted: false, problems: [] };
    }
  }
  const accepted = answer.status >= 200 && answer.status < 300 && got.response_code === "00";
  if (!accepted) return { accepted, problems: [] };
  const problems: string[] = [];
  if (got.response !== "Payment Notification") problems.push(`response is ${String(got.response)}`);
  for (const name of ECHOED) {
    if (name === "merchant" && got.merchant === undefined && /xml/i.test(answer.contentType)) continue;
    if (got[name] !== sent[name]) problems.push(`${name} ${String(got[name])} does not echo ${sent[name]}`);
  }
  return { accepted, problems };
}
