/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { useShopStore } from "@/stores/shop-store";
import { freshSwrCache } from "../../support/swr-cache";
import { fakeResponse, fetchReturning, type FetchMock } from "../api/fake-response";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KNOWN = "0b6f7c1e-1111-4aaa-8bbb-123456789abc";
let container: HTMLDivElement;
let root: Root;
let fetchMock: FetchMock;

/** The paths the drawer asked the API for. */
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://shop.test").pathname);

async function renderDrawer() {
  const SwrCache = freshSwrCache();
  await act(async () =>
    root.render(
      <SwrCache>
        <CartDrawer />
      </SwrCache>,
    ),
  );
  // The lazily loaded reads, their answers and the renders they cause.
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

beforeEach(async () => {
  localStorage.clear();
  // The saved state restored, as StoreHydrator does after the first render: the reads wait for it.
  await useShopStore.persist.rehydrate();
  document.cookie = "local_device_id=; Path=/; Max-Age=0";
  useShopStore.setState((s) => ({ authenticated: false, cartList: { ...s.cartList, cart: [] } }));
  fetchMock = fetchReturning(fakeResponse(200, { status: 200, message: "OK", data: {} }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("the cart's reads", () => {
  it("ask nothing on a first visit, and make no device id", async () => {
    await renderDrawer();
    expect(asked()).toEqual([]);
    expect(localStorage.getItem("local_device_id")).toBeNull();
  });

  it("read the cart and the bundle promos of a browser given a device id before", async () => {
    localStorage.setItem("local_device_id", KNOWN);
    await renderDrawer();
    expect(asked()).toEqual(expect.arrayContaining(["/api/v1/cart", "/api/v1/promos"]));
  });

  it("start when the first line arrives in the cart", async () => {
    await renderDrawer();
    expect(asked()).toEqual([]);
    await act(async () =>
      useShopStore.setState((s) => ({ cartList: { ...s.cartList, cart: [{ id: "19-M" } as never] } })),
    );
    for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(asked()).toEqual(expect.arrayContaining(["/api/v1/promos"]));
  });
});
