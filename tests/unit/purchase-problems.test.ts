import { MSG } from "@/lib/domain/messages";
import {
  PURCHASE_PROBLEMS,
  purchaseProblemFromHash,
  purchaseProblemId,
  purchaseProblemOf,
} from "@/lib/domain/purchase-problems";

describe("the add-to-cart form's problems (#problem-{code} on the product page)", () => {
  it("names each of the spec's add-to-cart messages by its own code", () => {
    expect(purchaseProblemOf(MSG.cart.sizeRequired)).toBe("size");
    expect(purchaseProblemOf(MSG.cart.minQtyAddToCart)).toBe("qty");
    expect(purchaseProblemOf(MSG.cart.itemInvalid)).toBe("item");
    expect(PURCHASE_PROBLEMS.size).toBe("Please choose a size.");
  });

  it("treats a stock refusal it does not know as the out-of-stock notice", () => {
    expect(purchaseProblemOf("Only 2 left in stock for this size.")).toBe("stock");
    expect(PURCHASE_PROBLEMS.stock).toBe(MSG.product.outOfStockSize);
  });

  it("reads back the fragment it writes, and nothing else", () => {
    for (const code of Object.keys(PURCHASE_PROBLEMS) as (keyof typeof PURCHASE_PROBLEMS)[]) {
      expect(purchaseProblemFromHash(`#${purchaseProblemId(code)}`)).toBe(code);
    }
    for (const hash of ["", "#", "#problem-", "#problem-constructor", "#problem-toString", "#size", "#main"]) {
      expect(purchaseProblemFromHash(hash)).toBeNull();
    }
  });
});
