"use client";

/**
 * Returns (docs/returns.md): an order's returns read with SWR, and the request's three steps: a draft, its files
 * (each sent with its upload progress, and sent again on failure without touching the rest), then submit.
 */
import useSWR from "swr";
import type { OrderReturns, ReturnRequestView } from "@/lib/domain/returns/contract";
import type { CreateReturnInput } from "@/lib/domain/returns/inputs";
import { apiUrl } from "./config";
import { readOptions } from "./fetcher";
import { api, apiRequest, defaultHeaders, type ApiResult } from "./request";
import type { ApiFailure } from "./result";
import { getAccessToken, getDeviceId } from "./storage";

export const RETURNS_OF_ORDER_PATH = "returns-of-order";

const owner = (trxRef: string, payToken?: string) => ({
  trx_ref: trxRef,
  ...(getDeviceId() ? { local_device_id: getDeviceId()! } : {}),
  ...(payToken ? { pay_token: payToken } : {}),
});

async function readReturns([, trxRef, payToken]: readonly [string, string, string | undefined]): Promise<OrderReturns> {
  const result = await apiRequest<OrderReturns>("POST", RETURNS_OF_ORDER_PATH, owner(trxRef, payToken));
  if (!result.ok) throw result;
  return result.data;
}

/** POST returns-of-order for one order (its owner: the session, this device, or the order link's token). */
export function useOrderReturns(trxRef: string | null, payToken?: string) {
  const { data, mutate, isLoading } = useSWR<OrderReturns>(
    trxRef ? ([RETURNS_OF_ORDER_PATH, trxRef, payToken] as const) : null,
    readReturns,
    readOptions,
  );
  return { data, loading: isLoading, refresh: () => void mutate() };
}

export type ReturnDraftInput = Omit<CreateReturnInput, "trx_ref" | "local_device_id" | "pay_token">;

/** POST returns: the draft and its upload token. A refusal is the form's to show. */
export function createReturnDraft(trxRef: string, payToken: string | undefined, input: ReturnDraftInput) {
  return api.post<{ request: ReturnRequestView; upload_token: string }>(
    "returns",
    { ...owner(trxRef, payToken), ...input },
    { error: () => undefined },
  );
}

/**
 * POST return-files: one file as the request body, through XMLHttpRequest for its upload progress (fetch has none).
 * `onProgress` gets 0 to 1. Resolves with the answer, or a connection failure (status 0) to retry.
 */
export function uploadReturnFile(
  draft: { id: string; token: string },
  kind: "photo" | "video",
  file: File,
  onProgress: (share: number) => void,
): Promise<ApiResult<{ id: number }>> {
  const url = apiUrl("return-files", { request_id: draft.id, kind, name: file.name });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(defaultHeaders(getAccessToken()))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("x-return-token", draft.token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    const failed = (status: number, body: unknown): ApiFailure => {
      const error = (body as { error?: { message?: string; code?: string; params?: Record<string, string | number> } })
        ?.error;
      return {
        ok: false,
        status,
        statusText: xhr.statusText,
        message: error?.message ?? "Connection failed.",
        source: error ? "body" : "network",
        ...(error?.code ? { code: error.code } : {}),
        ...(error?.params ? { params: error.params } : {}),
      };
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300)
        resolve({ ok: true, status: xhr.status, data: (body as { data: { id: number } }).data });
      else resolve(failed(xhr.status, body));
    };
    xhr.onerror = () => resolve(failed(0, null));
    xhr.send(file);
  });
}

/** POST return-submit: the draft becomes a request once its files are all there. */
export function submitReturnDraft(draft: { id: string; token: string }) {
  return api.post<ReturnRequestView>(
    "return-submit",
    { request_id: draft.id },
    { error: () => undefined },
    { headers: { "x-return-token": draft.token } },
  );
}
