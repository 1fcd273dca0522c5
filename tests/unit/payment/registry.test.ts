import { checkSettings } from "@/lib/server/startup";
import { SETTING_NAMES } from "@/lib/server/startup";
import {
  findPaymentProvider,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_PROVIDERS,
  paymentCspHosts,
} from "@/lib/server/payment/providers/registry";
import { paymentHosts } from "@/lib/server/http/csp";

describe("the payment provider registry", () => {
  it("registers each provider once, the sandbox first (the default)", () => {
    expect(PAYMENT_PROVIDER_NAMES[0]).toBe("sandbox");
    expect(new Set(PAYMENT_PROVIDER_NAMES).size).toBe(PAYMENT_PROVIDER_NAMES.length);
    expect(checkSettings({}).ok).toBe(true);
  });

  it("joins every provider's settings to the shop's, each owned by one provider", () => {
    const keys = PAYMENT_PROVIDERS.flatMap((p) => Object.keys(p.settings.shape));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(SETTING_NAMES).toContain(key);
  });

  it("accepts any registered provider by name and refuses others", () => {
    for (const name of PAYMENT_PROVIDER_NAMES) expect(checkSettings({ PAYMENT_PROVIDER: name }).ok).toBe(true);
    const unknown = checkSettings({ PAYMENT_PROVIDER: "paypal" });
    expect(unknown.ok ? [] : unknown.problems).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER /)]);
  });

  it("refuses an unknown provider in the words the settings schema used for it, beside the schema's own problems", () => {
    const expected = `PAYMENT_PROVIDER Invalid option: expected one of ${PAYMENT_PROVIDER_NAMES.map((n) => `"${n}"`).join("|")}`;
    const unknown = checkSettings({ PAYMENT_PROVIDER: "paypal", PORT: "0" });
    expect(unknown.ok ? [] : unknown.problems).toEqual([expect.stringMatching(/^PORT /), expected]);
    expect(checkSettings({ PAYMENT_PROVIDER: "" }).ok).toBe(true);
  });

  it("lets live mode refuse sandboxes and ask real providers for their own checks", () => {
    for (const def of PAYMENT_PROVIDERS) {
      const provider = findPaymentProvider(def.name)!;
      const check = checkSettings({ SHOP_MODE: "live", PAYMENT_PROVIDER: def.name });
      const problems = check.ok ? [] : check.problems;
      if (def.sandbox)
        expect(problems).toContainEqual(expect.stringMatching(/PAYMENT_PROVIDER must be a real payment provider/));
      else expect(problems).toEqual(expect.arrayContaining(provider.liveProblems({})));
    }
  });

  it("checks the active provider's own settings in any mode", () => {
    const check = checkSettings({ PAYMENT_PROVIDER: "faspay", FASPAY_BASE_URL: "ftp://x" });
    expect(check.ok ? [] : check.problems).toEqual([expect.stringMatching(/^FASPAY_BASE_URL /)]);
  });

  it("hands the CSP its hosts through the build, keeping only https origins", () => {
    expect(paymentHosts(JSON.stringify(paymentCspHosts()))).toEqual(paymentCspHosts());
    expect(
      paymentHosts(
        JSON.stringify({
          formAction: ["https://pay.example", "javascript:x", "https://a.example/path"],
          connect: ["https://api.example:8443"],
        }),
      ),
    ).toEqual({ formAction: ["https://pay.example"], connect: ["https://api.example:8443"] });
    expect(paymentHosts("not json")).toEqual({ formAction: [], connect: [] });
  });
});
