/** The orders' reads, typed by the orders contract (lib/domain/orders/contract.ts). */
import useSWR, { type SWRConfiguration } from "swr";
import type { UserOrders } from "@/lib/domain/orders/contract";
import { isRetryable, swrFetcher, swrKey } from "./fetcher";

/** GET user/orders: the signed-in shopper's orders, newest first (4xx answers are not retried). */
export function useUserOrders(config: SWRConfiguration<UserOrders> = {}) {
  return useSWR<UserOrders>(swrKey("user/orders"), swrFetcher, { shouldRetryOnError: isRetryable, ...config });
}
