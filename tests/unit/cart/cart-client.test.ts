/**
 * @jest-environment jsdom
 */
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { mutate } from "swr";
import { CartBootstrap } from "@/components/cart/cart-bootstrap";
import { cartKey } from "@/lib/api/cart";
import { addItemToCart, decrementCartLine, removeCartLine, type AddToCartItem } from "@/stores/cart-actions";
import { addToCartProblem } from "@/lib/domain/cart/add-to-cart";
import type { ApiResult } from "@/lib/api/request";
import { MSG } from "@/lib/domain/messages";
import type { Cart } from "@/lib/domain/cart/contract";
import { lineId } from "@/lib/domain/cart/rules";
import { cartLines } from "@/stores/cart-lines";
import { useShopStore } from "@/stores/shop-store";

const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn() };
jest.mock("sonner", () => ({
  toast: {
    success: (m: string) => toast.success(m),
    error: (m: string) => toast.error(m),
    warning: (m: string) => toast.warning(m),
  },
}));

type Call = { method: string; path: string; payload?: Record<string, unknown> };
const calls: Call[] = [];
let answer: ApiResult<unknown> = { ok: true, status: 200, data: { message: "ok" } };
let serverCart: Cart = { cart_items: [] };
/** When false the reload fails too, so only the rollback can restore the cart. */
let reloadWorks = true;
/** While set, a read of the cart (the cart as it was when asked) answers once this promise resolves. */
let readHeld: Promise<void> | null = null;
/** While set, a change answers once this promise resolves. */
let writeHeld: Promise<void> | null = null;

jest.mock("@/lib/api/request", () => {
  const send = (method: string) => async (path: string, payload?: Record<string, unknown>) => {
    calls.push({ method, path, payload });
    if (writeHeld) await writeHeld;
    return answer;
  };
  /** The reads (SWR's fetcher): the server's cart, and no bundle promos. */
  const apiRequest = async (method: string, key: string) => {
    const path = key.split("?")[0];
    if (path === "promos") return { ok: true, status: 200, data: { product_promos: [] } };
    calls.push({ method, path });
    const data = { cart: serverCart };
    if (readHeld) await readHeld;
    if (!reloadWorks) return { ok: false, status: 0, statusText: "", message: "offline", source: "network" };
    return { ok: true, status: 200, data };
  };
  return { apiRequest, api: { get: send("GET"), post: send("POST"), put: send("PUT"), delete: send("DELETE") } };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function flush() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

// The cart's read is mounted on every page (the layout's cart drawer): the actions' reloads go through it.
let root: Root;
beforeAll(async () => {
  root = createRoot(document.createElement("div"));
  await act(async () => {
    root.render(createElement(CartBootstrap));
    await useShopStore.persist.rehydrate();
    await flush();
  });
});

afterAll(() => act(() => root.unmount()));

const shirt: AddToCartItem = {
  product_detail_id: 19,
  product_name: "Kaos Polos",
  image_url: null,
  retail_price: 100_000,
  net_price: 100_000,
  grand_price: 100_000,
  group_id: 1,
  sub_group_id: null,
  size: "M",
  size_name: "Medium",
  qty: 2,
};

const onServer = (qty: number): Cart => ({
  cart_items: [
    {
      id: 1,
      qty,
      size_code: "M",
      size_name: "Medium",
      product_detail_id: 19,
      product_detail: {
        product_name: "Kaos Polos",
        retail_price: 100_000,
        net_price: 100_000,
        direct_discount: { direct_disc_percent: 0, direct_disc_nominal: 0 },
        grand_price: 100_000,
        product_images: [],
        group_id: 1,
        sub_group_id: null,
      },
    },
  ],
});

beforeEach(() => {
  calls.length = 0;
  jest.clearAllMocks();
  answer = { ok: true, status: 200, data: { message: "ok" } };
  serverCart = { cart_items: [] };
  reloadWorks = true;
  readHeld = null;
  writeHeld = null;
  useShopStore.setState((s) => ({ cartList: { ...s.cartList, cart: [], cartOpened: false } }));
});

describe("add to cart from the browser", () => {
  it.each([
    [{ product_detail_id: 0, size: "M", qty: 1 }, MSG.cart.itemInvalid],
    [{ product_detail_id: 19, size: "", qty: 1 }, MSG.cart.sizeRequired],
    [{ product_detail_id: 19, size: "M", qty: 0 }, MSG.cart.minQtyAddToCart],
  ])("checks the form first: %p → %s", async (form, message) => {
    expect(addToCartProblem({ productId: form.product_detail_id, size: form.size, qty: form.qty })).toBe(message);
    expect(await addItemToCart({ ...shirt, ...form })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(calls).toEqual([]);
  });

  it("sends the device, product, size and qty, reloads the server's cart and opens the panel", async () => {
    serverCart = onServer(2);
    expect(await addItemToCart(shirt)).toBe(true);
    const deviceId = window.localStorage.getItem("local_device_id");
    expect(calls[0]).toEqual({
      method: "POST",
      path: "cart",
      payload: { local_device_id: deviceId, product_detail_id: 19, size: "M", qty: 2 },
    });
    expect(calls[1]).toMatchObject({ method: "GET", path: "cart" });
    expect(toast.success).toHaveBeenCalledWith(MSG.cart.added);
    const { cart, cartOpened } = useShopStore.getState().cartList;
    expect(cartOpened).toBe(true);
    expect(cart.map((line) => [line.id, line.qty])).toEqual([[lineId(19, "M"), 2]]);
  });

  it("rolls the optimistic line back when the server refuses, and keeps the panel closed", async () => {
    answer = {
      ok: false,
      status: 409,
      statusText: "Conflict",
      message: "Only 1 left in stock for this size.",
      source: "body",
    };
    reloadWorks = false;
    cartLines.retrieve(onServer(1));
    let seenDuringCall = 0;
    const unsubscribe = useShopStore.subscribe((state) => {
      seenDuringCall = Math.max(seenDuringCall, state.cartList.cart[0]?.qty ?? 0);
    });
    expect(await addItemToCart(shirt)).toBe(false);
    unsubscribe();
    // The optimistic add raised the line to 2 at once; the refusal put it back to 1.
    expect(seenDuringCall).toBe(2);
    expect(useShopStore.getState().cartList.cart.map((line) => line.qty)).toEqual([1]);
    expect(useShopStore.getState().cartList.cartOpened).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("changing a line", () => {
  it("a decrement at quantity 1 sends nothing", async () => {
    serverCart = onServer(1);
    cartLines.retrieve(serverCart);
    const [line] = useShopStore.getState().cartList.cart;
    expect(await decrementCartLine(line)).toBe(false);
    expect(calls).toEqual([]);
  });

  it("a decrement shows 'Item Decrement Qty to Cart' as a warning", async () => {
    cartLines.retrieve(onServer(3));
    serverCart = onServer(2);
    const [line] = useShopStore.getState().cartList.cart;
    expect(await decrementCartLine(line)).toBe(true);
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "cart-item-decrement-qty",
      payload: { product_detail_id: 19, size: "M", qty: 1 },
    });
    expect(toast.warning).toHaveBeenCalledWith(MSG.cart.decremented);
    expect(useShopStore.getState().cartList.cart[0].qty).toBe(2);
  });

  it("a removal sends its payload to cart-item-remove and shows 'Item Removed from Cart' as an error toast", async () => {
    cartLines.retrieve(onServer(1));
    const [line] = useShopStore.getState().cartList.cart;
    expect(await removeCartLine(line)).toBe(true);
    expect(calls[0]).toMatchObject({
      method: "DELETE",
      path: "cart-item-remove",
      payload: { product_detail_id: 19, size: "M" },
    });
    expect(toast.error).toHaveBeenCalledWith(MSG.cart.removed);
    expect(useShopStore.getState().cartList.cart).toEqual([]);
  });

  it("a refused removal puts the line back", async () => {
    cartLines.retrieve(onServer(1));
    reloadWorks = false;
    answer = { ok: false, status: 0, statusText: "", message: MSG.http.connectionFailed, source: "network" };
    const [line] = useShopStore.getState().cartList.cart;
    expect(await removeCartLine(line)).toBe(false);
    expect(useShopStore.getState().cartList.cart.map((l) => l.qty)).toEqual([1]);
    expect(toast.error).not.toHaveBeenCalledWith(MSG.cart.removed);
  });
});

describe("the server's cart", () => {
  it("replaces the client cart when read", async () => {
    serverCart = onServer(4);
    await act(async () => {
      await mutate(cartKey());
    });
    expect(calls).toEqual([{ method: "GET", path: "cart" }]);
    expect(useShopStore.getState().cartList.cart.map((line) => line.qty)).toEqual([4]);
  });

  it("a read answered while a change is on its way does not undo the change", async () => {
    cartLines.retrieve(onServer(3));
    serverCart = onServer(3);
    let releaseRead = () => {};
    readHeld = new Promise((resolve) => (releaseRead = resolve));
    await act(async () => {
      void mutate(cartKey());
      await flush();
    });
    readHeld = null;
    let releaseWrite = () => {};
    writeHeld = new Promise((resolve) => (releaseWrite = resolve));
    const [line] = useShopStore.getState().cartList.cart;
    let decremented: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      decremented = decrementCartLine(line);
      await flush();
      releaseRead();
      await flush();
    });
    expect(useShopStore.getState().cartList.cart.map((l) => l.qty)).toEqual([2]);
    serverCart = onServer(2);
    await act(async () => {
      releaseWrite();
      expect(await decremented).toBe(true);
    });
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
    expect(useShopStore.getState().cartList.cart.map((l) => l.qty)).toEqual([2]);
  });
});
