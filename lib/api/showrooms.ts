"use client";

/** The showrooms' calls from the browser (`POST check-stock-location`), typed by their contract. */
import type { StockLocationResponse } from "@/lib/domain/showrooms/contract";
import type { CheckStockInput } from "@/lib/domain/cart/inputs";
import { api, type ApiResult, type Callbacks } from "./request";

export const CHECK_STOCK_LOCATION_PATH = "check-stock-location";

/** The showrooms holding `qty` units of a product's size, and the same by region. */
export function checkStockLocation(
  input: CheckStockInput,
  callbacks?: Callbacks<StockLocationResponse>,
): Promise<ApiResult<StockLocationResponse>> {
  return api.post<StockLocationResponse>(CHECK_STOCK_LOCATION_PATH, input, callbacks);
}
