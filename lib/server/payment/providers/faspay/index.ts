/**
 * Faspay Xpress v4 (docs/providers.md, "Faspay"): the shop's server posts the bill as JSON to Xpress's /v4/post and
 * sends the browser to the answer's redirect_url; Faspay notifies the shop server to server (JSON or XML), signed
 * sha1(md5(user_id + password + bill_no + payment_status_code)). Free of "server-only" code (read by the settings
 * check and next.config.ts); the provider loads lazily.
 */
import { z } from "zod";
import { notifySourcesSetting } from "../notify-sources";
import { definePaymentProvider } from "../types";

export const FASPAY_PROVIDER = "faspay";
/** Faspay's documented test merchant: never a live one. */
const DOCUMENTED_TEST_MERCHANT = "99999";
/** .env.example's placeholder for the merchant code: names no merchant. */
const NO_MERCHANT = "00000";
/**
 * Faspay's sandbox hosts: Xpress v4's (XPRESS_BASE in ./config.ts) and those its documentation gives for its other
 * APIs' testing (debit and SNAP, the credit card gateway), which a FASPAY_BASE_URL "from Faspay" may name.
 */
export const FASPAY_SANDBOX_HOSTS = [
  "xpress-sandbox.faspay.co.id",
  "debit-sandbox.faspay.co.id",
  "fpgdev.faspay.co.id",
];

const text = z.string().min(1);

export const faspaySettings = z.object({
  FASPAY_MERCHANT_ID: z
    .string()
    .regex(/^\d{5}$/, "must be Faspay's 5-digit merchant code")
    .optional(),
  FASPAY_MERCHANT_NAME: text.optional(),
  /** Faspay's user id; "bot" + the merchant code when unset, as Faspay issues it. */
  FASPAY_USER_ID: text.optional(),
  FASPAY_PASSWORD: text.optional(),
  /** Which Xpress endpoint bills are posted to: Faspay's sandbox (the default) or production. */
  FASPAY_ENV: z.enum(["sandbox", "production"]).optional(),
  /** Overrides FASPAY_ENV's endpoint with another base (a test double, or an address Faspay gives): bills go to <base>/v4/post. */
  FASPAY_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).optional(),
  /** The addresses Faspay's notifications may come from (IPs and CIDR ranges, commas); unset: any. */
  FASPAY_NOTIFY_SOURCES: notifySourcesSetting.optional(),
});
export type FaspaySettings = z.infer<typeof faspaySettings>;

export default definePaymentProvider({
  name: FASPAY_PROVIDER,
  sandbox: false,
  settings: faspaySettings,
  // Server to server, and the browser is sent to redirect_url by navigation: no form is posted to Faspay.
  csp: { formAction: [], connect: [] },
  // msisdn, the customer's mobile number, is mandatory in Xpress v4's bill: a pickup order must carry a phone too.
  requires: ["phone"],
  // Xpress v4's page offers the channels enabled for the merchant, from these groups ("Faspay Xpress 4.0": virtual
  // account, internet banking, credit card, e-money, among them QRIS, and retail payment); which banks and wallets
  // depends on the merchant, so none is named.
  methods: [
    { group: "virtual_account" },
    { group: "e_wallet" },
    { group: "qris" },
    { group: "retail_store" },
    { group: "internet_banking" },
    { group: "card" },
  ],
  secrets: ["FASPAY_PASSWORD"],
  endpoints: ["FASPAY_BASE_URL"],
  sandboxHosts: FASPAY_SANDBOX_HOSTS,
  liveProblems(s) {
    const problems: string[] = [];
    for (const name of ["FASPAY_MERCHANT_ID", "FASPAY_MERCHANT_NAME", "FASPAY_PASSWORD"] as const) {
      if (!s[name]) problems.push(`${name} is missing`);
    }
    if (s.FASPAY_MERCHANT_ID === DOCUMENTED_TEST_MERCHANT)
      problems.push("FASPAY_MERCHANT_ID is Faspay's documented test merchant");
    if (s.FASPAY_MERCHANT_ID === NO_MERCHANT)
      problems.push("FASPAY_MERCHANT_ID 00000 is no merchant code: set the one Faspay gave you");
    // Also with FASPAY_BASE_URL: the setting says which Faspay the shop means; the base is checked on its own.
    if (s.FASPAY_ENV !== "production")
      problems.push("FASPAY_ENV must be production: Faspay's sandbox takes no real payment");
    return problems;
  },
  notifySources: (s) => s.FASPAY_NOTIFY_SOURCES,
  load: async (settings) => (await import("./provider")).createFaspayProvider(settings),
});
