import { z } from "zod";
import {
  addToCartSchema,
  cartAddRequestSchema,
  cartRemoveRequestSchema,
  cartStepRequestSchema,
  checkStockSchema,
  wishlistSchema,
} from "@/lib/domain/cart/inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";
import { promoCodeSchema } from "@/lib/domain/checkout/schemas";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const DEVICE = "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f";

describe("add to cart on the detail page", () => {
  it("accepts a valid item, a chosen size and a quantity", () => {
    expect(addToCartSchema.parse({ product_detail_id: "12", size: " M ", qty: "2" })).toEqual({
      product_detail_id: 12,
      size: "M",
      qty: 2,
    });
  });

  it("needs a valid item, a size and a quantity", () => {
    expect(errorsOf(addToCartSchema, { size: "" })).toEqual({
      product_detail_id: "Item is not valid.",
      size: "Please choose a size.",
      qty: "Min quantity to add to cart is 1.",
    });
  });

  it.each([[0], [-3], [1.5], ["two"]])("refuses a quantity of %p", (qty) => {
    expect(errorsOf(addToCartSchema, { product_detail_id: 1, size: "M", qty })).toEqual({
      qty: "Min quantity to add to cart is 1.",
    });
  });

  it("caps one line at 999 units", () => {
    expect(errorsOf(addToCartSchema, { product_detail_id: 1, size: "M", qty: 1000 })).toEqual({
      qty: "Max quantity is 999.",
    });
  });

  it.each([[0], [2.5], ["12abc"], [2 ** 31]])("refuses %p as an item", (id) => {
    expect(errorsOf(addToCartSchema, { product_detail_id: id, size: "M", qty: 1 })).toEqual({
      product_detail_id: "Item is not valid.",
    });
  });
});

describe("stock check", () => {
  it("has the same rules with its own quantity message", () => {
    expect(errorsOf(checkStockSchema, { product_detail_id: "x", size: "", qty: 0 })).toEqual({
      product_detail_id: "Item is not valid.",
      size: "Please choose a size.",
      qty: "Min quantity to check stock is 1.",
    });
  });
});

describe("cart calls", () => {
  it("carry the shopper device id", () => {
    expect(
      cartAddRequestSchema.parse({ local_device_id: DEVICE, product_detail_id: 1, size: "S", qty: 1 }).local_device_id,
    ).toBe(DEVICE);
    expect(errorsOf(cartAddRequestSchema, { local_device_id: "abc", product_detail_id: 1, size: "S", qty: 1 })).toEqual(
      {
        local_device_id: "Device is not valid.",
      },
    );
  });

  it("step the quantity by one when no quantity is sent", () => {
    expect(cartStepRequestSchema.parse({ local_device_id: DEVICE, product_detail_id: 1, size: "S" }).qty).toBe(1);
  });

  it("remove a line by device, item and size", () => {
    expect(errorsOf(cartRemoveRequestSchema, { local_device_id: DEVICE })).toEqual({
      product_detail_id: "Item is not valid.",
      size: "Please choose a size.",
    });
  });

  it("name the wishlist item by product_detail_id", () => {
    expect(wishlistSchema.parse({ product_detail_id: "9" })).toEqual({ product_detail_id: 9 });
  });
});

describe("promo code", () => {
  it("is required", () => {
    expect(errorsOf(promoCodeSchema, { promo_code: "  ", local_device_id: DEVICE })).toEqual({
      promo_code: "Promo code is required!",
    });
  });

  it("is sent with the device and, once chosen, the showroom", () => {
    expect(promoCodeSchema.parse({ promo_code: "HEMAT10", local_device_id: DEVICE })).toEqual({
      promo_code: "HEMAT10",
      local_device_id: DEVICE,
    });
    expect(errorsOf(promoCodeSchema, { promo_code: "HEMAT10", local_device_id: DEVICE, showroom_id: "one" })).toEqual({
      showroom_id: "Store is not valid.",
    });
  });
});
