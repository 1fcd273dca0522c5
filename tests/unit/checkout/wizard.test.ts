import {
  back,
  chooseHub,
  chooseShippingType,
  chooseShowroom,
  continueFromAddress,
  continueFromShippingMethod,
  fulfilmentShowroomId,
  initialWizard,
  sanitizeWizard,
  selectAddress,
  selectShipping,
  type Move,
  type WizardState,
} from "@/lib/domain/checkout/wizard";

const option = { courier: "JNE", service: "REG", description: "Layanan Reguler", tariff: 9000, etd: "1-2", notes: "" };
const state = (m: Move): WizardState => {
  if (!m.ok) throw new Error(m.message);
  return m.state;
};

describe("checkout wizard (spec section 4)", () => {
  it("starts at choose-shipping-type and goes to choose-address for delivery, choose-showroom for pickup", () => {
    expect(initialWizard.step).toBe("choose-shipping-type");
    expect(state(chooseShippingType(initialWizard, "ONLINE_DELIVERY")).step).toBe("choose-address");
    expect(state(chooseShippingType(initialWizard, "PICKUP_ON_STORE")).step).toBe("choose-showroom");
  });

  it("asks a signed-in shopper to choose an address before continuing", () => {
    const s = state(chooseShippingType(initialWizard, "ONLINE_DELIVERY"));
    expect(continueFromAddress(s, { signedIn: true })).toEqual({
      ok: false,
      message: "Please choose an address first.",
    });
    expect(state(continueFromAddress(selectAddress(s, 7), { signedIn: true })).step).toBe("choose-hub");
  });

  it("stops a guest with the first message of the typed address", () => {
    const s = state(chooseShippingType(initialWizard, "ONLINE_DELIVERY"));
    expect(continueFromAddress(s, { signedIn: false, guestAddressError: "Recipient name is required." })).toEqual({
      ok: false,
      message: "Recipient name is required.",
    });
    expect(state(continueFromAddress(s, { signedIn: false, guestAddressError: null })).step).toBe("choose-hub");
  });

  it("goes from a chosen hub to the shipping method, and on to the summary only with a method", () => {
    let s = state(
      continueFromAddress(selectAddress(state(chooseShippingType(initialWizard, "ONLINE_DELIVERY")), 7), {
        signedIn: true,
      }),
    );
    s = state(chooseHub(s, 8));
    expect(s).toMatchObject({ step: "choose-shipping-method", hubId: 8 });
    expect(continueFromShippingMethod(s)).toEqual({ ok: false, message: "Please choose a shipping method." });
    s = state(continueFromShippingMethod(selectShipping(s, option)));
    expect(s.step).toBe("order-summary");
    expect(fulfilmentShowroomId(s)).toBe(8);
  });

  it("selecting a showroom goes to the summary", () => {
    const s = state(chooseShowroom(state(chooseShippingType(initialWizard, "PICKUP_ON_STORE")), 2));
    expect(s).toMatchObject({ step: "order-summary", showroomId: 2 });
    expect(fulfilmentShowroomId(s)).toBe(2);
  });

  it("moves back: address to type, hub to address, shipping method to address clearing the choice, showroom to type", () => {
    const address = state(chooseShippingType(initialWizard, "ONLINE_DELIVERY"));
    expect(back(address).step).toBe("choose-shipping-type");
    const hub = state(continueFromAddress(selectAddress(address, 1), { signedIn: true }));
    expect(back(hub).step).toBe("choose-address");
    const method = selectShipping(state(chooseHub(hub, 8)), option);
    expect(back(method)).toMatchObject({ step: "choose-address", shipping: null });
    expect(back(state(chooseShippingType(initialWizard, "PICKUP_ON_STORE"))).step).toBe("choose-shipping-type");
  });

  it("restores a saved wizard only when it hangs together", () => {
    expect(sanitizeWizard(null)).toEqual(initialWizard);
    expect(sanitizeWizard({ step: "order-summary" as const })).toEqual(initialWizard);
    expect(
      sanitizeWizard({ step: "order-summary", shippingType: "ONLINE_DELIVERY", hubId: 8, shipping: null }).step,
    ).toBe("choose-address");
    expect(sanitizeWizard({ step: "order-summary", shippingType: "PICKUP_ON_STORE", showroomId: 2 }).step).toBe(
      "order-summary",
    );
  });
});
