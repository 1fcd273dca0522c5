"use client";

/**
 * Buyers' reviews (docs/reviews.md): a product's reviews page by page (SWR, the first page from the server as
 * fallback), the shopper's own review and whether they may write one, and the writes: the review, its photos.
 */
import useSWR from "swr";
import type { MyReviewState, OwnReview, ProductReviews } from "@/lib/domain/reviews/contract";
import type { ReviewSort } from "@/lib/domain/reviews/policy";
import { apiUrl } from "./config";
import { readOptions, reportReadError, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";
import { api, apiRequest, connectionFailure, defaultHeaders, toFailure, type ApiResult } from "./request";
import { getAccessToken } from "./storage";

/** GET product-reviews: one page in one order; `fallback`, when given, is shown at once without a read. */
export function useProductReviews(
  productId: number,
  sort: ReviewSort,
  page: number,
  fallback: ProductReviews | undefined,
) {
  const { data, isLoading, error } = useSWR<ProductReviews>(
    swrKey("product-reviews", { product_id: productId, sort, page }),
    swrFetcher,
    {
      ...readOptions,
      fallbackData: fallback,
      revalidateOnMount: fallback === undefined,
      revalidateOnFocus: false,
      keepPreviousData: true,
      onError: (failure) => reportReadError(failure, true),
    },
  );
  return { data, loading: isLoading, failed: Boolean(error) && !data };
}

async function readMine([, productId]: readonly [string, number]): Promise<MyReviewState> {
  const result = await apiRequest<MyReviewState>("POST", "my-review", { product_id: productId });
  if (!result.ok) throw result;
  return result.data;
}

/** POST my-review for a signed-in shopper (nothing is read for a guest). */
export function useMyReview(productId: number, signedIn: boolean) {
  const { data, mutate } = useSWR<MyReviewState>(signedIn ? (["my-review", productId] as const) : null, readMine, {
    ...readOptions,
    revalidateOnFocus: false,
  });
  return { data, refresh: () => void mutate() };
}

/** POST reviews: writes or edits the shopper's review. A refusal is the form's to show. */
export function sendReview(input: { product_id: number; rating: number; title: string; body: string }) {
  return api.post<OwnReview>("reviews", { ...input }, { error: () => undefined });
}

/** POST review-photo-remove. */
export function removeReviewPhoto(reviewId: string, photoId: string) {
  return api.post<OwnReview>(
    "review-photo-remove",
    { review_id: reviewId, photo_id: photoId },
    { error: () => undefined },
  );
}

/** POST review-photos: the file as the request body (the server streams, bounds and checks it). */
export async function uploadReviewPhoto(reviewId: string, file: File): Promise<ApiResult<{ id: string; url: string }>> {
  let response: Response;
  try {
    response = await fetch(apiUrl("review-photos", { review_id: reviewId, name: file.name }), {
      method: "POST",
      headers: { ...defaultHeaders(getAccessToken()), "Content-Type": "application/octet-stream" },
      body: file,
    });
  } catch {
    return connectionFailure();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return toFailure(response, body);
  return { ok: true, status: response.status, data: (body as { data: { id: string; url: string } }).data };
}
