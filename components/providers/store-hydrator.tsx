"use client";

import { useEffect } from "react";
import { getAccessToken, hasHandoffMarker, trackHandoff } from "@/lib/api/storage";
import { useShopStore } from "@/stores/shop-store";

/**
 * Restores the persisted shared state after the first render; a stored token means signed in (spec section 4).
 * A session begun by a form post without script is picked up from the server first.
 */
export function StoreHydrator() {
  useEffect(() => {
    void Promise.resolve(useShopStore.persist.rehydrate()).then(async () => {
      const store = useShopStore.getState();
      if (!hasHandoffMarker()) {
        store.setAuthenticated(Boolean(getAccessToken()));
        return;
      }
      // The API client loads after the first paint, for this one question to the server, and only when there is
      // a session to pick up; calls made meanwhile wait for its answer (trackHandoff), and the restored flag stands
      // until then, so a tap in between is not taken for a guest's.
      const picked = import("@/lib/api/session-handoff").then((m) => m.pickUpServerSession());
      trackHandoff(picked);
      const token = await picked.catch(() => null);
      store.setAuthenticated(Boolean(token ?? getAccessToken()));
    });
  }, []);
  return null;
}
