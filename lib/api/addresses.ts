"use client";

/**
 * The signed-in shopper's saved addresses (the address book and the checkout's picker). A plain read, not SWR: each
 * screen reads the list once and again after a change of its own, and SWR's code (about 6 KB compressed) no longer
 * comes with the address book (docs/performance.md).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { UserAddress, UserAddressList } from "@/lib/domain/account/contract";
import { ACCOUNT_PATHS } from "./account";
import { handleApiError } from "./errors";
import type { ApiFailure, ApiResult } from "./result";
import { apiRequest } from "./request";
import { getAccessToken } from "./storage";

/**
 * A failed read of the address list: an expired session (a 401 for the token this browser still holds) goes to the
 * general handler, as every call's does (spec section 8); other failures too unless the caller shows its own.
 */
function addressReadFailed(failure: ApiFailure, quiet: boolean): void {
  if (failure.status === 401) {
    if (getAccessToken()) handleApiError(failure);
  } else if (!quiet) handleApiError(failure);
}

const readAddresses = () => apiRequest<UserAddressList>("GET", ACCOUNT_PATHS.address);

/**
 * The signed-in shopper's saved addresses (`GET user/address`), primary first; `initial` (read by the page on the
 * server) spares the first request. `reload()` reads them again after a change; `quiet` keeps a failure (other than
 * an expired session) off the general handler, for a caller that shows it itself (`failed`).
 */
export function useAddresses({ initial, quiet = false }: { initial?: UserAddress[]; quiet?: boolean } = {}) {
  const [addresses, setAddresses] = useState<UserAddress[] | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  // Only the newest read's answer is shown: a list read before a change may answer after the one read after it.
  const newest = useRef(0);
  const answered = useCallback(
    (read: number, result: ApiResult<UserAddressList>): UserAddress[] | null => {
      const list = result.ok ? result.data.user_addresses : null;
      if (read !== newest.current) return list;
      if (!result.ok) addressReadFailed(result, quiet);
      if (list) setAddresses(list);
      setFailed(!list);
      return list;
    },
    [quiet],
  );
  const reload = useCallback(async (): Promise<UserAddress[] | null> => {
    const read = ++newest.current;
    return answered(read, await readAddresses());
  }, [answered]);
  const given = Boolean(initial);
  useEffect(() => {
    if (given) return;
    const read = ++newest.current;
    void readAddresses().then((result) => answered(read, result));
  }, [given, answered]);
  return { addresses, failed, reload };
}
