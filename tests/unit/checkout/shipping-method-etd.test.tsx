/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ChooseShippingMethod } from "@/components/checkout/choose-shipping-method";
import { quoteShipping } from "@/lib/api/checkout";
import type { ShippingOption } from "@/lib/domain/checkout/contract";
import { initialWizard } from "@/lib/domain/checkout/wizard";
import { pickMessages } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";

jest.mock("@/lib/api/checkout", () => ({ quoteShipping: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const option = (service: string, etd: string): ShippingOption => ({
  courier: "JNE",
  service,
  description: "Layanan",
  tariff: 18000,
  etd,
  notes: "",
});

let container: HTMLDivElement;
let root: Root;

function showOptions(lang: "en" | "fr" | "id", options: ShippingOption[]) {
  jest.mocked(quoteShipping).mockImplementation((_input, callbacks) => {
    const result = { ok: true as const, status: 200, data: { shipping_options: options } };
    callbacks.success?.(result.data, result);
    return Promise.resolve(result);
  });
  useCheckoutStore.setState({
    wizard: { ...initialWizard, step: "choose-shipping-method", shippingType: "ONLINE_DELIVERY", hubId: 1 },
  });
  act(() =>
    root.render(
      <I18nProvider lang={lang} messages={pickMessages(lang, ["common", "errors", "checkout"])}>
        <ChooseShippingMethod
          deviceId="device-1"
          destination={{ subdistrictId: "31.74.07", zip: "", courierDestinationId: "" }}
          onBack={() => undefined}
        />
      </I18nProvider>,
    ),
  );
  return [...container.querySelectorAll('[role="radio"]')].map((r) => r.textContent ?? "");
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("a shipping option's delivery time", () => {
  it("shows nothing for an option without an etd, and the days for one with it", () => {
    const [withoutEtd, withEtd] = showOptions("en", [option("YES", ""), option("REG", "1-2")]);
    expect(withoutEtd).not.toMatch(/day/);
    expect(withoutEtd.trim()).not.toMatch(/·\s*$/);
    expect(withEtd).toContain("· 1-2 day(s)");
  });

  it("shows nothing for a blank etd in the other languages either", () => {
    expect(showOptions("fr", [option("YES", " ")])[0]).not.toMatch(/jour/);
    expect(showOptions("id", [option("YES", "")])[0]).not.toMatch(/hari/);
  });
});
