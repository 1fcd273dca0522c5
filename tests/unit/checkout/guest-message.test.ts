import { guestMessage } from "@/components/checkout/payment-state";
import { ORDER_STATUS } from "@/lib/domain/order-status";

const answer = (trx_status: string, can_pay: boolean, return_paid = false) => ({ trx_status, can_pay, return_paid });

describe("the guest's line on the return page", () => {
  it("asks a guest whose order waits for payment to check the mail for the payment instructions", () => {
    expect(guestMessage(answer(ORDER_STATUS.pending, true))).toBe("guestText");
    expect(guestMessage(null)).toBe("guestText");
  });

  it("never speaks of payment instructions once the payment was received or is being confirmed", () => {
    expect(guestMessage(answer(ORDER_STATUS.paid, false))).toBe("guestPaid");
    expect(guestMessage(answer(ORDER_STATUS.pending, false, true))).toBe("guestPaid");
  });

  it("tells a guest whose order ended unpaid that the details are in the mail", () => {
    expect(guestMessage(answer(ORDER_STATUS.expired, false))).toBe("guestEnded");
    expect(guestMessage(answer(ORDER_STATUS.pending, false))).toBe("guestEnded");
  });
});
