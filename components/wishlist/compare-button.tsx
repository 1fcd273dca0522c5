"use client";

import { toast } from "@/lib/api/notify";
import { MSG } from "@/lib/domain/messages";
import { useShopStore, type CompareItem } from "@/stores/shop-store";

/** Puts a product on the compare list ('Item Added to Compare'); a product already there stays once. */
export function addItemToCompare(item: CompareItem): void {
  useShopStore.getState().addToCompare(item);
  toast.success(MSG.product.addedToCompare);
}

export function CompareButton({ item, className }: { item: CompareItem; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => addItemToCompare(item)} aria-label={`Compare ${item.product_name}`}>
      Compare
    </button>
  );
}
