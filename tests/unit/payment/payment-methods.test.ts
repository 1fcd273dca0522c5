import { PAYMENT_METHOD_GROUPS } from "@/lib/domain/checkout/contract";
import { PAYMENT_PROVIDERS } from "@/lib/server/payment/providers/registry";
import { SANDBOX_CHANNELS } from "@/lib/server/payment/providers/sandbox/channels";

describe("how one can pay, as each payment plug-in declares it", () => {
  it("every provider declares its groups, each once, from the shop's list", () => {
    for (const provider of PAYMENT_PROVIDERS) {
      const groups = provider.methods.map((m) => m.group);
      expect(groups.length).toBeGreaterThan(0);
      expect(new Set(groups).size).toBe(groups.length);
      for (const group of groups) expect(PAYMENT_METHOD_GROUPS).toContain(group);
    }
  });

  it("the sandbox names every channel its page offers, in the group its page shows it under", () => {
    const sandbox = PAYMENT_PROVIDERS.find((p) => p.name === "sandbox")!;
    const pageGroup: Record<string, string> = {
      "Virtual Account": "virtual_account",
      "Internet Banking": "internet_banking",
      "E-Wallet": "e_wallet",
      "Retail Store": "retail_store",
    };
    const declared = sandbox.methods.flatMap((m) => (m.brands ?? []).map((brand) => `${m.group} ${brand}`)).sort();
    const offered = SANDBOX_CHANNELS.map(
      (c) => `${pageGroup[c.group]} ${c.name.replace(/ Virtual Account$/, "")}`,
    ).sort();
    expect(declared).toEqual(offered);
  });
});
