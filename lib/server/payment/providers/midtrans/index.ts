/**
 * Midtrans Snap as a payment plug-in (lib/server/payment/providers/types.ts). Free of server-only code: the registry,
 * the settings check and next.config.ts read it; the provider itself loads lazily from ./provider.
 */
import { notifySourcesSetting } from "../notify-sources";
import { definePaymentProvider } from "../types";
import { MIDTRANS_SANDBOX_HOSTS, midtransLiveProblems, midtransSettingsSchema } from "./settings";

export default definePaymentProvider({
  name: "midtrans",
  sandbox: false,
  // The addresses Midtrans's notifications may come from (IPs and CIDR ranges, commas); unset: any.
  settings: midtransSettingsSchema.extend({ MIDTRANS_NOTIFY_SOURCES: notifySourcesSetting.optional() }),
  // Nothing to allow: the browser is sent to Snap's redirect_url by a navigation (window.location), which the
  // shop's Content-Security-Policy does not restrict, and it fetches nothing from Midtrans.
  csp: { formAction: [], connect: [] },
  // Snap's page offers the payment types enabled for the merchant, from these groups (bank transfer virtual accounts,
  // GoPay and ShopeePay, QRIS, Indomaret and Alfamart counters, cards); which ones depends on the merchant.
  methods: [
    { group: "virtual_account" },
    { group: "e_wallet" },
    { group: "qris" },
    { group: "retail_store" },
    { group: "card" },
  ],
  secrets: ["MIDTRANS_SERVER_KEY"],
  endpoints: ["MIDTRANS_SNAP_URL", "MIDTRANS_API_URL"],
  sandboxHosts: MIDTRANS_SANDBOX_HOSTS,
  liveProblems: midtransLiveProblems,
  notifySources: (s) => s.MIDTRANS_NOTIFY_SOURCES,
  load: async (settings) => (await import("./provider")).createMidtransProvider(settings),
});
