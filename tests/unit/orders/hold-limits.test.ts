import { checkSettings } from "@/lib/server/startup";
import { resolveMessage } from "@/lib/domain/api/codes";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import {
  addressShareRefusal,
  HOLD_DEFAULTS,
  holderAddress,
  holdLimits,
  orderSizeRefusal,
  unitsOverLimit,
} from "@/lib/server/orders/hold-limits";

describe("the hold limits' settings (issue #21, point 1)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("defaults to 2 per device or account, 5 per guest email, 30 per address and 10 units of a size", () => {
    for (const name of [
      "PENDING_ORDERS_PER_SHOPPER",
      "PENDING_ORDERS_PER_EMAIL",
      "PENDING_ORDERS_PER_ADDRESS",
      "UNITS_PER_SIZE_PER_ORDER",
      "UNITS_PER_ORDER",
      "STOCK_SHARE_PER_ORDER",
      "STOCK_SHARE_PER_ADDRESS",
    ])
      delete process.env[name];
    expect(holdLimits()).toEqual({
      perShopper: 2,
      perEmail: 5,
      perAddress: 30,
      unitsPerSize: 10,
      unitsPerOrder: 20,
      stockShare: 25,
      addressShare: 25,
    });
    expect(HOLD_DEFAULTS.perAddress).toBeGreaterThan(HOLD_DEFAULTS.perEmail);
  });

  it("reads the settings, 0 turning a limit off", () => {
    Object.assign(process.env, {
      PENDING_ORDERS_PER_SHOPPER: "0",
      PENDING_ORDERS_PER_EMAIL: "3",
      PENDING_ORDERS_PER_ADDRESS: "500",
      UNITS_PER_SIZE_PER_ORDER: "4",
      UNITS_PER_ORDER: "50",
      STOCK_SHARE_PER_ORDER: "0",
      STOCK_SHARE_PER_ADDRESS: "40",
    });
    expect(holdLimits()).toEqual({
      perShopper: 0,
      perEmail: 3,
      perAddress: 500,
      unitsPerSize: 4,
      unitsPerOrder: 50,
      stockShare: 0,
      addressShare: 40,
    });
    expect(unitsOverLimit([{ productId: 1, sizeCode: "M", qty: 999 }], 0)).toBe(false);
  });

  it("refuses a malformed or negative limit at start", () => {
    for (const bad of [
      { PENDING_ORDERS_PER_SHOPPER: "-1" },
      { PENDING_ORDERS_PER_ADDRESS: "many" },
      { UNITS_PER_SIZE_PER_ORDER: "1000" },
      { STOCK_SHARE_PER_ORDER: "101" },
      { PENDING_ORDERS_PER_EMAIL: "2.5" },
    ]) {
      expect(checkSettings(bad).ok).toBe(false);
    }
    expect(checkSettings({ PENDING_ORDERS_PER_SHOPPER: "3", UNITS_PER_SIZE_PER_ORDER: "20" }).ok).toBe(true);
  });
});

describe("units of a size in one order", () => {
  it("adds the lines of one product and size, and compares with the limit", () => {
    expect(unitsOverLimit([{ productId: 7, sizeCode: "XXL", qty: 10 }], 10)).toBe(false);
    expect(unitsOverLimit([{ productId: 7, sizeCode: "XXL", qty: 11 }], 10)).toBe(true);
    expect(
      unitsOverLimit(
        [
          { productId: 7, sizeCode: "XXL", qty: 6 },
          { productId: 7, sizeCode: "XXL", qty: 5 },
        ],
        10,
      ),
    ).toBe(true);
    expect(
      unitsOverLimit(
        [
          { productId: 7, sizeCode: "XXL", qty: 6 },
          { productId: 7, sizeCode: "XL", qty: 5 },
        ],
        10,
      ),
    ).toBe(false);
  });

  it("does not count an unknown client address as one address", () => {
    expect(holderAddress("unknown")).toBeNull();
    expect(holderAddress("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("what one order may hold, whoever places it (issue #34 point 10)", () => {
  const line = (sizeCode: string, qty: number, onHand: number) => ({ productId: 7, sizeCode, qty, onHand });
  const limits = { unitsPerOrder: 20, stockShare: 25 };

  it("caps the units over all lines", () => {
    expect(orderSizeRefusal([line("S", 10, 80), line("M", 10, 80)], limits)).toBeNull();
    expect(orderSizeRefusal([line("S", 10, 80), line("M", 10, 80), line("L", 1, 80)], limits)).toBe(
      CHECKOUT_MSG.unitsPerOrder("20"),
    );
    expect(
      orderSizeRefusal([line("S", 10, 80), line("M", 10, 80), line("L", 1, 80)], { ...limits, unitsPerOrder: 0 }),
    ).toBeNull();
  });

  it("lets a size be held up to its share of the units on hand, never fewer than 3", () => {
    expect(orderSizeRefusal([line("S", 6, 24)], limits)).toBeNull();
    expect(orderSizeRefusal([line("S", 7, 24)], limits)).toBe(CHECKOUT_MSG.sizeShare("S"));
    expect(orderSizeRefusal([line("S", 4, 5), line("S", 0, 5)], limits)).toBe(CHECKOUT_MSG.sizeShare("S"));
    expect(orderSizeRefusal([line("S", 3, 3)], limits)).toBeNull();
    expect(orderSizeRefusal([line("S", 2, 24), line("S", 5, 24)], limits)).toBe(CHECKOUT_MSG.sizeShare("S"));
    expect(orderSizeRefusal([line("S", 7, 24)], { ...limits, stockShare: 0 })).toBeNull();
  });

  it("refuses a size's share without a number derived from the stock (the share of on hand would tell it within 4)", () => {
    const refusals = [24, 40, 80, 400].map((onHand) =>
      orderSizeRefusal([line("S", onHand, onHand)], { ...limits, unitsPerOrder: 0 }),
    );
    expect(new Set(refusals).size).toBe(1);
    expect(refusals[0]).not.toMatch(/\d/);
    expect(resolveMessage(refusals[0]!)).toEqual({ code: "checkout.sizeShare", params: { size: "S" } });
  });
});

describe("what one client address's unpaid orders may hold together (issue #47 point 7)", () => {
  const size = (sizeCode: string, qty: number, held: number, onHand: number) => ({ sizeCode, qty, held, onHand });

  it("bounds the units held and asked for by a share of the units on hand and held, never fewer than 3", () => {
    // The 11 units: 3 for the first order, then nothing more from that address.
    expect(addressShareRefusal([size("S", 3, 0, 11)], 25)).toBeNull();
    expect(addressShareRefusal([size("S", 1, 3, 8)], 25)).toBe(CHECKOUT_MSG.sizeShareNetwork("S"));
    // 40 units: 10 held by one address.
    expect(addressShareRefusal([size("S", 2, 8, 32)], 25)).toBeNull();
    expect(addressShareRefusal([size("S", 2, 10, 30)], 25)).toBe(CHECKOUT_MSG.sizeShareNetwork("S"));
    // Each size on its own; 0 turns the bound off.
    expect(addressShareRefusal([size("S", 1, 2, 9), size("M", 3, 0, 11)], 25)).toBeNull();
    expect(addressShareRefusal([size("S", 1, 2, 9), size("M", 4, 0, 11)], 25)).toBe(CHECKOUT_MSG.sizeShareNetwork("M"));
    expect(addressShareRefusal([size("S", 50, 50, 0)], 0)).toBeNull();
  });

  it("names no number (the share would tell the stock) and has its code", () => {
    const refusal = addressShareRefusal([size("XL", 9, 9, 0)], 25)!;
    expect(refusal).not.toMatch(/\d/);
    expect(resolveMessage(refusal)).toEqual({ code: "checkout.sizeShareNetwork", params: { size: "XL" } });
  });
});
