/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ChooseShippingMethod } from "@/components/checkout/choose-shipping-method";
import { confirmAddressDestination } from "@/lib/api/account";
import { quoteShipping, type ShippingDestination } from "@/lib/api/checkout";
import type { AddressCreated } from "@/lib/domain/account/contract";
import type { CheckoutShippingResponse } from "@/lib/domain/checkout/contract";
import { emptyGuestAddress } from "@/lib/domain/checkout/guest-address";
import { initialWizard } from "@/lib/domain/checkout/wizard";
import { pickMessages } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";

jest.mock("@/lib/api/checkout", () => ({ quoteShipping: jest.fn() }));
jest.mock("@/lib/api/account", () => ({ confirmAddressDestination: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS: CheckoutShippingResponse = {
  shipping_options: [
    { courier: "JNE", service: "REG", description: "Layanan Reguler", tariff: 20000, etd: "1-2", notes: "" },
  ],
};
const AMBIGUOUS: CheckoutShippingResponse = {
  shipping_options: [],
  courier_destinations: [
    { id: "17501", label: "SELONG, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12110", zip_code: "12110" },
    { id: "17503", label: "KRAMAT PELA, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12130", zip_code: "12130" },
  ],
};

let container: HTMLDivElement;
let root: Root;

/** The server answers `first` to the first quote and the options to any later one. */
function serverAnswers(first: CheckoutShippingResponse) {
  let calls = 0;
  jest.mocked(quoteShipping).mockImplementation((_input, callbacks) => {
    const data = calls++ === 0 ? first : OPTIONS;
    const result = { ok: true as const, status: 200, data };
    callbacks.success?.(data, result);
    return Promise.resolve(result);
  });
}

function render(destination: ShippingDestination) {
  act(() =>
    root.render(
      <I18nProvider lang="en" messages={pickMessages("en", ["common", "errors", "checkout", "account"])}>
        <ChooseShippingMethod deviceId="device-1" destination={destination} onBack={() => undefined} />
      </I18nProvider>,
    ),
  );
}

const places = () => container.querySelector("fieldset");
const radioOf = (label: string) =>
  [...container.querySelectorAll<HTMLLabelElement>("fieldset label")]
    .find((l) => l.textContent?.includes(label))!
    .querySelector("input")!;
const services = () => [...container.querySelectorAll('[role="radio"]')].map((r) => r.textContent ?? "");

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  jest.mocked(quoteShipping).mockReset();
  jest.mocked(confirmAddressDestination).mockReset();
  useCheckoutStore.setState({
    wizard: { ...initialWizard, step: "choose-shipping-method", shippingType: "ONLINE_DELIVERY", hubId: 8 },
    guestAddress: { ...emptyGuestAddress, subdistrict_id: "31.74.07" },
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("the courier's destination at the shipping step", () => {
  it("asks nothing when the server quotes the address's one place", () => {
    serverAnswers(OPTIONS);
    render({ subdistrictId: "32.73.07", zip: "", courierDestinationId: "" });
    expect(places()).toBeNull();
    expect(services()[0]).toContain("JNE REG");
  });

  it("shows a guest the district's places when there are several, and quotes the one ticked", () => {
    serverAnswers(AMBIGUOUS);
    render({ subdistrictId: "31.74.07", zip: "", courierDestinationId: "" });
    expect(places()?.querySelector("legend")?.textContent).toBe("Courier destination");
    expect(services()).toEqual([]);
    act(() => radioOf("KRAMAT PELA").click());
    expect(useCheckoutStore.getState().guestAddress.courier_destination_id).toBe("17503");
    // The wizard passes the guest's new destination down: it is quoted.
    render({ subdistrictId: "31.74.07", zip: "", courierDestinationId: "17503" });
    expect(jest.mocked(quoteShipping).mock.calls.at(-1)?.[0].destination).toMatchObject({
      courierDestinationId: "17503",
    });
    expect(places()).toBeNull();
    expect(services()[0]).toContain("JNE REG");
  });

  it("stores the place ticked for a saved address on it, then quotes again", () => {
    serverAnswers(AMBIGUOUS);
    const saved: AddressCreated = {
      message: "Address updated.",
      user_address: {
        id: 5,
        label: "Rumah",
        recipient_name: "Rina Wijaya",
        recipient_phone: "+6281234567890",
        recipient_zip: "",
        address_street: "Jl. Kramat Pela 5",
        province_id: "31",
        city_id: "31.74",
        subdistrict_id: "31.74.07",
        province_name: "DKI Jakarta",
        city_name: "Kota Administrasi Jakarta Selatan",
        subdistrict_name: "Kebayoran Baru",
        notes: "",
        is_primary: 1,
        courier_destination: { id: "17501", label: "SELONG" },
      },
    };
    jest.mocked(confirmAddressDestination).mockImplementation((_id, _place, callbacks) => {
      const result = { ok: true as const, status: 200, data: saved };
      callbacks.success?.(saved, result);
      return Promise.resolve(result);
    });
    render({ subdistrictId: "31.74.07", userAddressId: 5 });
    act(() => radioOf("SELONG").click());
    expect(jest.mocked(confirmAddressDestination).mock.calls[0]?.slice(0, 2)).toEqual([5, "17501"]);
    expect(quoteShipping).toHaveBeenCalledTimes(2);
    expect(places()).toBeNull();
    expect(services()[0]).toContain("JNE REG");
  });
});
