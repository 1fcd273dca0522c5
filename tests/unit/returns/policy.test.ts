import { canMoveReturn } from "@/lib/domain/order-status";
import { latestDeadline, refundBound, returnDeadline, withinWindow } from "@/lib/domain/returns/policy";
import { wibDateTime, wibToDate } from "@/lib/domain/wib";

const at = (wib: string) => wibToDate(wib)!;

describe("the return window, counted in WIB", () => {
  it("a wrong or defective item: to the end of the third calendar day after the day of receipt", () => {
    expect(wibDateTime(returnDeadline(at("2026-03-01 15:00:00"), "wrong_item"))).toBe("2026-03-04 23:59:59");
    // Received just before midnight WIB (still 1 March there, 16:59 UTC): the same deadline.
    expect(wibDateTime(returnDeadline(at("2026-03-01 23:59:00"), "defective"))).toBe("2026-03-04 23:59:59");
    // Received just after midnight WIB (2 March there, still 1 March in UTC): a day later.
    expect(wibDateTime(returnDeadline(at("2026-03-02 00:01:00"), "defective"))).toBe("2026-03-05 23:59:59");
    expect(withinWindow(at("2026-03-01 15:00:00"), "wrong_item", at("2026-03-04 23:59:00"))).toBe(true);
    expect(withinWindow(at("2026-03-01 15:00:00"), "wrong_item", at("2026-03-05 00:00:00"))).toBe(false);
  });

  it("damage in transit: 48 hours to the minute", () => {
    const received = at("2026-03-01 15:00:00");
    expect(withinWindow(received, "damaged_in_transit", at("2026-03-03 14:59:00"))).toBe(true);
    expect(withinWindow(received, "damaged_in_transit", at("2026-03-03 15:00:00"))).toBe(true);
    expect(withinWindow(received, "damaged_in_transit", at("2026-03-03 15:01:00"))).toBe(false);
    expect(wibDateTime(latestDeadline(received))).toBe("2026-03-04 23:59:59");
  });
});

describe("the refund bound", () => {
  it("is the returned units' paid price after the order's discounts, plus shipping up to the bound", () => {
    const lines = [{ subtotal: 300_000, qty: 2, returnQty: 1 }];
    expect(
      refundBound({ lines, itemsSubtotal: 300_000, orderDiscount: 0, shippingCost: 18_000, shippingRefundMax: 20_000 }),
    ).toBe(168_000);
    // A 30,000 promo on a 300,000 order: the returned half carries 15,000 of it; shipping above the bound is cut.
    expect(
      refundBound({
        lines,
        itemsSubtotal: 300_000,
        orderDiscount: 30_000,
        shippingCost: 35_000,
        shippingRefundMax: 20_000,
      }),
    ).toBe(155_000);
    expect(
      refundBound({ lines, itemsSubtotal: 300_000, orderDiscount: 0, shippingCost: null, shippingRefundMax: 20_000 }),
    ).toBe(150_000);
  });
});

describe("return moves", () => {
  it("go one way, from the state read", () => {
    expect(canMoveReturn("DRAFT", "REQUESTED")).toBe(true);
    expect(canMoveReturn("REQUESTED", "APPROVED")).toBe(true);
    expect(canMoveReturn("REQUESTED", "REFUNDED")).toBe(false);
    expect(canMoveReturn("APPROVED", "REJECTED")).toBe(false);
    expect(canMoveReturn("RECEIVED", "REFUNDED")).toBe(true);
    expect(canMoveReturn("REFUNDED", "REQUESTED")).toBe(false);
    expect(canMoveReturn("NOPE", "APPROVED")).toBe(false);
  });
});
