"use client";

import Link from "@/components/ui/local-link";
import { useState } from "react";
import { toast } from "sonner";
import { requestStockAlert } from "@/lib/api/wishlist";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import styles from "./product-detail.module.css";

interface BackInStockProps {
  productId: number;
  size: string;
  signedIn: boolean;
  wishlisted: boolean;
}

/**
 * Under an out-of-stock size: 'Notify me when back in stock' for a signed-in shopper who wishlisted the product, a
 * hint to wishlist it first otherwise, and a sign-in link for a guest.
 */
export function BackInStock({ productId, size, signedIn, wishlisted }: BackInStockProps) {
  const t = useMessages("product").backInStock;
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localize = useLocalize();
  if (!signedIn) {
    return (
      <p className={styles.notice}>
        <Link href={`/sign-in?next=${encodeURIComponent(`/product/${productId}`)}`}>{t.signIn}</Link>
      </p>
    );
  }
  if (!wishlisted) return <p className={styles.notice}>{t.wishlistFirst}</p>;
  if (done === size)
    return (
      <p className={styles.notice} role="status">
        {fmt(t.done, { size })}
      </p>
    );

  async function ask() {
    setBusy(true);
    await requestStockAlert(productId, size, {
      success: () => setDone(size),
      error: (failure) =>
        toast.error(localize({ code: failure.code, params: failure.params, message: failure.message })),
      always: () => setBusy(false),
    });
  }

  return (
    <button type="button" className="btn btn-outline" onClick={() => void ask()} disabled={busy}>
      {fmt(t.notify, { size })}
    </button>
  );
}
