import { ORDER_STATUS as S, canMove, isOrderStatus } from "@/lib/domain/order-status";

describe("order states", () => {
  it("a pending order can be paid, expire, fail or be cancelled", () => {
    for (const to of [S.paid, S.expired, S.failed, S.cancelled])
      expect(canMove(S.pending, to, "ONLINE_DELIVERY")).toBe(true);
    expect(canMove(S.pending, S.shipped, "ONLINE_DELIVERY")).toBe(false);
    expect(canMove(S.pending, S.completed, "PICKUP_ON_STORE")).toBe(false);
  });

  it("only delivery orders ship and only pickup orders become ready for pickup", () => {
    expect(canMove(S.paid, S.shipped, "ONLINE_DELIVERY")).toBe(true);
    expect(canMove(S.paid, S.shipped, "PICKUP_ON_STORE")).toBe(false);
    expect(canMove(S.paid, S.readyForPickup, "PICKUP_ON_STORE")).toBe(true);
    expect(canMove(S.paid, S.readyForPickup, "ONLINE_DELIVERY")).toBe(false);
  });

  it("a paid order cannot be cancelled and ended orders do not move", () => {
    expect(canMove(S.paid, S.cancelled, "ONLINE_DELIVERY")).toBe(false);
    for (const from of [S.completed, S.expired, S.failed, S.cancelled])
      expect(canMove(from, S.paid, "ONLINE_DELIVERY")).toBe(false);
  });

  it("shipped and ready orders complete", () => {
    expect(canMove(S.shipped, S.completed, "ONLINE_DELIVERY")).toBe(true);
    expect(canMove(S.readyForPickup, S.completed, "PICKUP_ON_STORE")).toBe(true);
  });

  it("knows its states", () => {
    expect(isOrderStatus("PAID")).toBe(true);
    expect(isOrderStatus("paid")).toBe(false);
    expect(canMove("NONSENSE", S.paid, "ONLINE_DELIVERY")).toBe(false);
  });
});
