import { getDb } from "@/lib/db";
import { cartItems, carts } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import { mergeDeviceCartIntoAccount } from "@/lib/server/auth/cart-merge";
import { deviceKeyHash } from "@/lib/server/cart/device-key";
import { addItem, cartOf, deviceKey, decrement, increment, newDevice, removeItem, sizesInStock } from "../support/cart";
import { createSession, createShopper } from "../support/sessions";

const EVERYWHERE = 19;

describe("the cart of a signed-in shopper", () => {
  it("merges the device cart into the account at sign-in, and the cart follows the shopper to another device", async () => {
    const [size] = await sizesInStock(EVERYWHERE);
    const device = newDevice();
    await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 2 });
    const shopper = await createShopper();

    await mergeDeviceCartIntoAccount(shopper.userId, device, deviceKeyHash(deviceKey(device)));

    const onThisDevice = await cartOf(device, shopper.token);
    expect(onThisDevice.map((line) => [line.product_detail_id, line.size_code, line.qty])).toEqual([
      [EVERYWHERE, size, 2],
    ]);
    expect(await cartOf(newDevice(), shopper.token)).toEqual(onThisDevice);
    // The guest device id alone no longer opens the account's cart.
    expect(await cartOf(device)).toEqual([]);
  });

  it("adds the device lines to an existing account cart, summing the same product and size", async () => {
    const [small, large] = await sizesInStock(EVERYWHERE);
    const shopper = await createShopper();
    await addItem(newDevice(), { product_detail_id: EVERYWHERE, size: small, qty: 1 }, shopper.token);

    const device = newDevice();
    await addItem(device, { product_detail_id: EVERYWHERE, size: small, qty: 2 });
    await addItem(device, { product_detail_id: EVERYWHERE, size: large, qty: 1 });
    await mergeDeviceCartIntoAccount(shopper.userId, device, deviceKeyHash(deviceKey(device)));

    const lines = await cartOf(device, shopper.token);
    expect(lines.map((line) => [line.size_code, line.qty])).toEqual([
      [small, 3],
      [large, 1],
    ]);
  });

  it("keeps signed-in adds, steps and removals on the account's cart, not the device's", async () => {
    const [size] = await sizesInStock(EVERYWHERE);
    const shopper = await createShopper();
    const device = newDevice();
    const line = { product_detail_id: EVERYWHERE, size };
    await addItem(device, { ...line, qty: 2 }, shopper.token);
    expect(await cartOf(device)).toEqual([]);

    expect((await increment(device, line)).status).toBe(404);
    expect((await increment(device, line, shopper.token)).status).toBe(200);
    expect((await decrement(device, line, shopper.token)).status).toBe(200);
    expect((await cartOf(device, shopper.token))[0].qty).toBe(2);
    expect((await removeItem(device, line, shopper.token)).status).toBe(200);
    expect(await cartOf(device, shopper.token)).toEqual([]);
  });

  it("never shows one shopper's cart to another shopper", async () => {
    const [size] = await sizesInStock(EVERYWHERE);
    const device = newDevice();
    const alice = await createShopper("Alice");
    const bob = await createShopper("Bob");
    await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 }, alice.token);
    expect(await cartOf(device, bob.token)).toEqual([]);
    expect((await removeItem(device, { product_detail_id: EVERYWHERE, size }, bob.token)).status).toBe(404);
    expect(await cartOf(device, alice.token)).toHaveLength(1);
  });

  it("never opens by device id alone a device cart that belongs to an account", async () => {
    const [size] = await sizesInStock(EVERYWHERE);
    const shopper = await createShopper();
    const device = newDevice();
    const db = await getDb();
    const [owned] = await db.insert(carts).values({ deviceId: device, userId: shopper.userId }).returning();
    await db.insert(cartItems).values({ cartId: owned.id, productId: EVERYWHERE, sizeCode: size, qty: 4 });

    expect(await cartOf(device)).toEqual([]);
    expect((await removeItem(device, { product_detail_id: EVERYWHERE, size })).status).toBe(404);
    // A guest on that device starts a cart of its own; the account's cart is untouched.
    expect((await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 })).status).toBe(200);
    expect((await cartOf(device)).map((line) => line.qty)).toEqual([1]);
    expect((await cartOf(newDevice(), shopper.token)).map((line) => line.qty)).toEqual([4]);
  });

  it("answers 401 with the spec's message when the session has expired", async () => {
    const shopper = await createShopper();
    const expired = await createSession(shopper.userId, { expired: true });
    const { status, error } = await addItem(newDevice(), { product_detail_id: EVERYWHERE, size: "M" }, expired);
    expect(status).toBe(401);
    expect(error?.message).toBe(MSG.http.sessionExpired);
  });
});
