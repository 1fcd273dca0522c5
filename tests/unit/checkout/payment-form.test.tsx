/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { PaymentForm } from "@/components/checkout/payment-form";
import { openPaymentPage } from "@/components/checkout/payment-navigation";
import type { PaymentData } from "@/lib/domain/checkout/contract";
import { pickMessages } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";

jest.mock("@/components/checkout/payment-navigation", () => ({ openPaymentPage: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const submit = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);

function render(payment: PaymentData) {
  act(() =>
    root.render(
      <I18nProvider lang="en" messages={pickMessages("en", ["common", "errors", "checkout"])}>
        <PaymentForm payment={payment} />
      </I18nProvider>,
    ),
  );
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  jest.mocked(openPaymentPage).mockClear();
  submit.mockClear();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("the way to the payment page", () => {
  it("posts a provider's hidden form (the sandbox)", () => {
    render({ action_url: "/payment-sandbox", method: "POST", fields: { bill_no: "B1", signature: "s" } });
    const form = container.querySelector("form")!;
    expect([form.method, form.getAttribute("action")]).toEqual(["post", "/payment-sandbox"]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ bill_no: "B1", signature: "s" });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it("opens a redirect as it is, query string included (a GET form would drop it)", () => {
    const url = "https://xpress-sandbox.faspay.co.id/v4/pay/123?trx_id=123&merchant_id=31234&bill_no=B1";
    render({ action_url: url, method: "GET", fields: {} });
    expect(openPaymentPage).toHaveBeenCalledWith(url);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector("a")?.getAttribute("href")).toBe(url);
  });

  it("never follows anything but a web address", () => {
    render({ action_url: "javascript:alert(1)", method: "GET", fields: {} });
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(container.querySelector("a")).toBeNull();
  });
});
