"use client";

import dynamic from "next/dynamic";
import { useOverlayOpen } from "@/components/ui/overlays";
import { useShopStore } from "@/stores/shop-store";
// The cart's reads start once the page has hydrated and the saved cart is restored (they render nothing), so their
// code comes after the page's own; the panel's code loads only when the panel first opens.
const CartBootstrap = dynamic(() => import("./cart-bootstrap").then((mod) => mod.CartBootstrap), { ssr: false });
const CartPanel = dynamic(() => import("./cart-panel").then((mod) => mod.CartPanel), { ssr: false });

/** The slide-out cart panel (spec section 2), open after a successful add or from the header's cart button. */
export function CartDrawer() {
  const open = useShopStore((state) => state.cartList.cartOpened);
  useOverlayOpen(open);
  return (
    <>
      <CartBootstrap />
      {open ? <CartPanel /> : null}
    </>
  );
}
