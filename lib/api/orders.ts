"use client";

/**
 * GET user/orders: the signed-in shopper's orders, newest first, read when My Orders opens. A plain read, not SWR:
 * the page reads the list once, and SWR's code (about 6 KB compressed) no longer comes with it (docs/performance.md).
 * Typed by the orders contract (lib/domain/orders/contract.ts).
 */
import { useEffect, useState } from "react";
import type { UserOrders } from "@/lib/domain/orders/contract";
import { ApiError, handleApiError } from "./errors";
import { isRetryable } from "./fetcher";
import { readRetryDelay } from "./reads";
import { apiRequest } from "./request";

/** A failed read worth another try (no connection, a 5xx) is tried again (readRetryDelay), at most this often. */
const ORDERS_RETRIES = 3;

export interface OrdersRead {
  data?: UserOrders;
  /** When the list was answered: 'Pay Now' shows on a pending order whose due date was still ahead then. */
  readAt: number;
  loading: boolean;
  failed: boolean;
}

/** Every failure goes to the general handler of spec section 8 (an expired session included); the spinner hides when the read ends. */
export function useUserOrders(): OrdersRead {
  const [read, setRead] = useState<OrdersRead>({ readAt: 0, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    const attempt = async (tries: number) => {
      const result = await apiRequest<UserOrders>("GET", "user/orders", undefined, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result.ok) {
        setRead({ data: result.data, readAt: Date.now(), loading: false, failed: false });
        return;
      }
      handleApiError(result);
      setRead({ readAt: 0, loading: false, failed: true });
      if (tries < ORDERS_RETRIES && isRetryable(new ApiError(result))) {
        timer = window.setTimeout(() => void attempt(tries + 1), readRetryDelay(tries + 1));
      }
    };
    void attempt(0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);
  return read;
}
