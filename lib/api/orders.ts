"use client";

/**
 * GET user/orders: the signed-in shopper's orders, newest first, read with SWR when My Orders opens. Typed by the
 * orders contract (lib/domain/orders/contract.ts).
 */
import useSWR from "swr";
import type { UserOrders } from "@/lib/domain/orders/contract";
import { readOptions, reportReadError, swrFetcher } from "./fetcher";

export const ORDERS_PATH = "user/orders";

/** The list with the time it was answered: 'Pay Now' shows on a pending order whose due date was still ahead then. */
interface ReadOrders {
  orders: UserOrders;
  readAt: number;
}

const readOrders = async (key: string): Promise<ReadOrders> => ({
  orders: await swrFetcher<UserOrders>(key),
  readAt: Date.now(),
});

export interface OrdersRead {
  data?: UserOrders;
  readAt: number;
  loading: boolean;
  failed: boolean;
}

/** Every failure goes to the general handler of spec section 8 (an expired session included). */
export function useUserOrders(): OrdersRead {
  const { data, error, isLoading } = useSWR<ReadOrders>(ORDERS_PATH, readOrders, {
    ...readOptions,
    onError: (failure) => reportReadError(failure),
  });
  return { data: data?.orders, readAt: data?.readAt ?? 0, loading: isLoading, failed: Boolean(error) && !data };
}
