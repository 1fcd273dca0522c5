"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { useOverlayOpen } from "@/components/ui/overlays";
import { hasDeviceId } from "@/lib/api/storage";
import { useShopStore } from "@/stores/shop-store";
// The cart's reads start once the page has hydrated and the saved cart is restored (they render nothing), so their
// code comes after the page's own, and only in a browser that holds a cart: a device id given before (a guest's cart
// on the server), a signed-in shopper, or lines in the saved cart. A first visit reads nothing until its first Add to
// Cart. The panel's code loads only when the panel first opens.
const CartBootstrap = dynamic(() => import("./cart-bootstrap").then((mod) => mod.CartBootstrap), { ssr: false });
const CartPanel = dynamic(() => import("./cart-panel").then((mod) => mod.CartPanel), { ssr: false });

const noSubscription = () => () => {};

/** The slide-out cart panel (spec section 2), open after a successful add or from the header's cart button. */
export function CartDrawer() {
  const open = useShopStore((state) => state.cartList.cartOpened);
  const holdsCart = useShopStore((state) => state.authenticated || state.cartList.cart.length > 0);
  // Read once the page hydrates (the server knows no browser storage); the id is not watched: a device id made later
  // comes with the first Add to Cart, whose lines show in holdsCart.
  const knownDevice = useSyncExternalStore(noSubscription, hasDeviceId, () => false);
  useOverlayOpen(open);
  return (
    <>
      {holdsCart || knownDevice ? <CartBootstrap /> : null}
      {open ? <CartPanel /> : null}
    </>
  );
}
