"use client";

import { toast } from "sonner";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { localize } from "@/lib/i18n/localize";
import { useShopStore, type CompareItem } from "@/stores/shop-store";

/** Puts a product on the compare list ('Item Added to Compare'); a product already there stays once. */
export function addItemToCompare(item: CompareItem): void {
  useShopStore.getState().addToCompare(item);
  toast.success(localize(MSG.product.addedToCompare));
}

export function CompareButton({ item, className }: { item: CompareItem; className?: string }) {
  const t = useMessages("wishlist").compare;
  return (
    <button
      type="button"
      className={className}
      onClick={() => addItemToCompare(item)}
      aria-label={fmt(t.label, { name: item.product_name })}
    >
      {t.button}
    </button>
  );
}
