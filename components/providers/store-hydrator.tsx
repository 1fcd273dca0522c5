"use client";

import { useEffect } from "react";
import { getAccessToken, hasHandoffMarker } from "@/lib/api/storage";
import { useShopStore } from "@/stores/shop-store";

/**
 * Restores the persisted shared state after the first render; a stored token means signed in (spec section 4).
 * A session begun by a form post without script is picked up from the server first.
 */
export function StoreHydrator() {
  useEffect(() => {
    void Promise.resolve(useShopStore.persist.rehydrate()).then(async () => {
      useShopStore.getState().setAuthenticated(Boolean(getAccessToken()));
      // The API client loads after the first paint, for this one question to the server, and only when there is
      // a session to pick up.
      if (!hasHandoffMarker()) return;
      const { pickUpServerSession } = await import("@/lib/api/session-handoff");
      if (await pickUpServerSession()) useShopStore.getState().setAuthenticated(true);
    });
  }, []);
  return null;
}
