/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { CartPanel } from "@/components/cart/cart-panel";
import { pickMessages } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/config";
import { lineId, type CartLine } from "@/lib/domain/cart/rules";
import { useShopStore } from "@/stores/shop-store";
import { RecordingRouter } from "../../support/app-router";

jest.mock("@/stores/cart-actions", () => ({ removeCartLine: jest.fn(async () => true) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shirt: CartLine = {
  id: lineId(19, "M"),
  product_detail_id: 19,
  product_name: "Kaos Polos Katun",
  image_url: "/media/products/shirt.webp",
  retail_price: 129_000,
  net_price: 129_000,
  grandPrice: 129_000,
  size: "M",
  size_name: "Medium",
  group_id: 1,
  sub_group_id: null,
  qty: 2,
  sum: 258_000,
  bundledQty: 0,
};

let container: HTMLDivElement;
let root: Root;

function renderPanel(lines: CartLine[], lang: Locale = "en") {
  useShopStore.setState((s) => ({ cartList: { ...s.cartList, cart: lines, cartOpened: true } }));
  const opener = document.createElement("button");
  opener.textContent = "open";
  document.body.appendChild(opener);
  opener.focus();
  const messages = pickMessages(lang, ["common", "errors", "cart"]);
  act(() =>
    root.render(
      <RecordingRouter calls={[]}>
        <I18nProvider lang={lang} messages={messages}>
          <CartPanel />
        </I18nProvider>
      </RecordingRouter>,
    ),
  );
  return opener;
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const press = (key: string, shiftKey = false) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, bubbles: true }));
  });

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
});

describe("cart slide-out panel", () => {
  it("is a dialog named by its title and says 'Your cart is empty' with 'Continue Shopping' to /products", () => {
    renderPanel([]);
    const panel = dialog();
    expect(panel.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(panel.getAttribute("aria-labelledby")!)?.textContent).toBe("My Cart");
    expect(panel.textContent).toContain("Your cart is empty");
    const link = Array.from(panel.querySelectorAll("a")).find((a) => a.textContent === "Continue Shopping");
    expect(link?.getAttribute("href")).toBe("/products");
  });

  it("shows each line's image, name, 'Size: {code}', qty x IDR price, then 'Subtotal IDR' and 'Go To Cart'", () => {
    renderPanel([shirt]);
    const text = dialog().textContent ?? "";
    expect(dialog().querySelector("img")?.getAttribute("alt")).toBe("Kaos Polos Katun");
    expect(text).toContain("Kaos Polos Katun");
    expect(text).toContain("Size: M");
    expect(text).toContain("2 x IDR 129,000");
    expect(text).toContain("Subtotal IDR 258,000");
    const goToCart = Array.from(dialog().querySelectorAll("a")).find((a) => a.textContent === "Go To Cart");
    expect(goToCart?.getAttribute("href")).toBe("/cart");
  });

  it("moves focus inside, keeps Tab and Shift+Tab inside, and closes on Escape giving focus back", () => {
    const opener = renderPanel([shirt]);
    const focusables = Array.from(dialog().querySelectorAll<HTMLElement>("a[href], button"));
    expect(document.activeElement).toBe(focusables[0]);
    press("Tab", true);
    expect(document.activeElement).toBe(focusables[focusables.length - 1]);
    press("Tab");
    expect(document.activeElement).toBe(focusables[0]);

    press("Escape");
    expect(useShopStore.getState().cartList.cartOpened).toBe(false);
    act(() => root.render(<></>));
    expect(document.activeElement).toBe(opener);
  });

  it("closes when the backdrop is clicked", () => {
    renderPanel([shirt]);
    act(() => (document.querySelector('[data-testid="cart-backdrop"]') as HTMLElement).click());
    expect(useShopStore.getState().cartList.cartOpened).toBe(false);
  });

  it("asks 'Are you sure?' in the page before removing a line, not in a system dialog", async () => {
    const { removeCartLine } = jest.requireMock("@/stores/cart-actions") as { removeCartLine: jest.Mock };
    // jsdom has no modal dialogs: showModal and close only toggle `open` here (the browser flows use the real ones).
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
    const native = jest.spyOn(window, "confirm");
    renderPanel([shirt]);
    const remove = dialog().querySelector<HTMLButtonElement>('button[aria-label^="Remove"]')!;
    const question = async () => {
      for (let i = 0; i < 50 && !document.querySelector('[role="alertdialog"]'); i++)
        await act(() => new Promise((done) => setTimeout(done, 10)));
      return document.querySelector<HTMLDialogElement>('[role="alertdialog"]')!;
    };
    const answer = (name: string) =>
      act(() =>
        [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')]
          .find((b) => b.textContent === name)!
          .click(),
      );

    act(() => remove.click());
    expect((await question()).textContent).toContain("Are you sure?");
    answer("No");
    expect(removeCartLine).not.toHaveBeenCalled();
    act(() => remove.click());
    await question();
    answer("Yes");
    await act(() => Promise.resolve());
    expect(removeCartLine).toHaveBeenCalledWith(shirt);
    expect(native).not.toHaveBeenCalled();
  });

  it("speaks the shopper's language: French and Bahasa Indonesia", () => {
    renderPanel([shirt], "fr");
    expect(dialog().querySelector("h2")?.textContent).toBe("Mon panier");
    expect(dialog().textContent).toContain("Taille : M");
    expect(dialog().querySelector('button[aria-label="Retirer Kaos Polos Katun (Taille : M)"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    renderPanel([], "id");
    expect(dialog().textContent).toContain("Keranjang Anda kosong");
    expect(dialog().querySelector('button[aria-label="Tutup keranjang"]')).not.toBeNull();
  });
});
