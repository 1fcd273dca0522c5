import type { BundlePromo } from "@/lib/domain/bundles";
import {
  addLine,
  cartCount,
  cartSubtotal,
  decrementLine,
  lineId,
  linesFromOnlineCart,
  removeLine,
  type CartLine,
} from "@/lib/domain/cart/rules";

const line = (productId: number, size: string, qty: number, price = 100_000, groupId = 1): CartLine => ({
  id: lineId(productId, size),
  product_detail_id: productId,
  product_name: `Product ${productId}`,
  image_url: null,
  retail_price: price,
  net_price: price,
  grandPrice: price,
  size,
  size_name: size,
  group_id: groupId,
  sub_group_id: null,
  qty,
  sum: price * qty,
  bundledQty: 0,
});

const kidsBundle: BundlePromo = {
  id: 1,
  name: "Any 3 kids items",
  bundling_item_count: 3,
  disc_percent: 15,
  promo_bundling_products: [{ bundling_type: "GROUP", m_group_id: 3 }],
};

describe("cart rules of spec section 4", () => {
  it("adding a product already in the cart raises its quantity by 1 and the sum is grandPrice times qty", () => {
    const cart = addLine([line(1, "M", 2)], line(1, "M", 5), []);
    expect(cart).toHaveLength(1);
    expect(cart[0].qty).toBe(3);
    expect(cart[0].sum).toBe(300_000);
  });

  it("a new product is appended with the given quantity", () => {
    const cart = addLine([line(1, "M", 1)], line(2, "L", 4), []);
    expect(cart.map((l) => [l.id, l.qty, l.sum])).toEqual([
      ["1:M", 1, 100_000],
      ["2:L", 4, 400_000],
    ]);
  });

  it("the same product in another size is another line", () => {
    expect(addLine([line(1, "M", 1)], line(1, "L", 1), [])).toHaveLength(2);
  });

  it("a decrement lowers qty by 1 only while qty is above 1", () => {
    expect(decrementLine([line(1, "M", 2)], "1:M", [])[0].qty).toBe(1);
    expect(decrementLine([line(1, "M", 1)], "1:M", [])[0].qty).toBe(1);
  });

  it("remove deletes the line by id", () => {
    expect(removeLine([line(1, "M", 1), line(2, "M", 1)], "1:M", []).map((l) => l.id)).toEqual(["2:M"]);
  });

  it("bundled quantities are recomputed when lines change", () => {
    let cart = addLine([], line(1, "S", 2, 100_000, 3), [kidsBundle]);
    expect(cart[0].bundledQty).toBe(0);
    cart = addLine(cart, line(2, "S", 1, 100_000, 3), [kidsBundle]);
    expect(cart.map((l) => l.bundledQty)).toEqual([2, 1]);
    cart = removeLine(cart, "2:S", [kidsBundle]);
    expect(cart[0].bundledQty).toBe(0);
  });

  it("a retrieve turns the online cart into lines with grandPrice from the direct discount", () => {
    const cart = linesFromOnlineCart(
      [
        {
          id: 7,
          qty: 2,
          size_code: "M",
          size_name: "Medium",
          product_detail_id: 5,
          product_detail: {
            product_name: "Kaos",
            retail_price: 200_000,
            net_price: 200_000,
            direct_discount: { direct_disc_percent: 10, direct_disc_nominal: 5_000 },
            product_images: [
              { image_url: "/a.webp", image_type: "GALLERY" },
              { image_url: "/b.webp", image_type: "COVER" },
            ],
          },
        },
      ],
      [],
    );
    expect(cart[0]).toEqual(
      expect.objectContaining({ id: "5:M", grandPrice: 175_000, sum: 350_000, image_url: "/b.webp" }),
    );
    expect(cartCount(cart)).toBe(2);
    expect(cartSubtotal(cart)).toBe(350_000);
  });
});
