"use client";

import dynamic from "next/dynamic";
import { useOverlayOpen } from "@/components/ui/overlays";
import { useShopStore } from "@/stores/shop-store";
import { CartBootstrap } from "./cart-bootstrap";

// The panel's code loads only when the panel first opens; pages pay for this small shell alone.
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
