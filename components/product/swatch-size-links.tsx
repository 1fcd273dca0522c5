"use client";

import { useEffect } from "react";
import { swatchHref } from "@/lib/domain/catalog/swatch-size";

/**
 * Renders nothing: once hydrated, keeps the colour swatches' links (`#listId a[data-path]`) carrying the size checked
 * in the purchase form (`?size=M`) to the colours made in that size, following the form's changes.
 */
export function SwatchSizeLinks({ formId, listId }: { formId: string; listId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    const list = document.getElementById(listId);
    if (!(form instanceof HTMLFormElement) || !list) return;
    const follow = () => {
      const size = form.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value ?? null;
      for (const link of list.querySelectorAll<HTMLAnchorElement>("a[data-path]"))
        link.href = swatchHref(link.dataset.path ?? "", (link.dataset.sizes ?? "").split(" "), size);
    };
    follow();
    form.addEventListener("change", follow);
    return () => form.removeEventListener("change", follow);
  }, [formId, listId]);
  return null;
}
