"use client";

import Cookies from "js-cookie";
import { useEffect, useLayoutEffect, type RefObject } from "react";
import { MSG } from "@/lib/domain/messages";
import { sizeFromSearch } from "@/lib/domain/catalog/swatch-size";
import { CART_ADDED_COOKIE, PURCHASE_PROBLEMS, purchaseProblemFromHash } from "@/lib/domain/purchase-problems";

interface PurchaseSetters {
  /** Called once, with the size taken over ("" for none): the panel is ready from the render that holds it. */
  setSize(size: string): void;
  setQtyText(qty: string): void;
  setNotice(notice: string | null): void;
  setProblem(problem: string | null): void;
}

/** The size radio the address asks for (`?size=M`: another colour's swatch carried it here), if the form has it. */
function sizeAsked(form: HTMLFormElement): HTMLInputElement | null {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="size"]')];
  const size = sizeFromSearch(
    window.location.search,
    radios.map((radio) => radio.value),
  );
  return radios.find((radio) => radio.value === size) ?? null;
}

/**
 * Once hydrated, takes over what the shopper did on the server's HTML: the size picked and the quantity typed
 * (React keeps them in the page but not in its state, and would wipe them at the next render), or else the size the
 * address asks for (`?size=`, from another colour's swatch), and the problem the
 * plain-HTML form came back with (`#problem-{code}`), which then leaves the address. When that form added the item,
 * the one-time `cart_added` note makes the page show what a hydrated click shows, once (issue #30).
 */
export function usePurchaseDoneBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  productId: number,
  set: PurchaseSetters,
): void {
  const { setSize, setQtyText, setNotice, setProblem } = set;
  useEffect(() => {
    const added = Cookies.get(CART_ADDED_COOKIE);
    if (added === undefined) return;
    Cookies.remove(CART_ADDED_COOKIE, { path: "/" });
    // The cart's actions load for this one announcement (they are not part of the page's first load).
    if (added === String(productId))
      void import("@/stores/cart-actions").then((actions) => actions.announceCartAdded());
  }, [productId]);
  // A layout effect: it runs in the commit that hydrates the form, so its state is rendered before the page takes
  // any click (a passive effect ran later, and a click in between read no size).
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const picked = element.querySelector<HTMLInputElement>('input[name="size"]:checked') ?? sizeAsked(element);
    if (picked?.dataset.available === "1") setSize(picked.value);
    else {
      setSize("");
      if (picked) {
        picked.checked = false;
        setNotice(MSG.product.outOfStockSize);
      }
    }
    const qty = element.elements.namedItem("qty");
    if (qty instanceof HTMLInputElement) setQtyText(qty.value);
    const problem = purchaseProblemFromHash(window.location.hash);
    if (problem) {
      setProblem(PURCHASE_PROBLEMS[problem]);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    }
  }, [form, setSize, setQtyText, setNotice, setProblem]);
}
