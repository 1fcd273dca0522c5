"use client";

import { useEffect } from "react";
import { Toaster, toast } from "sonner";

const FLASH_KEY = "flash_toast";

/**
 * A success toast that must also be read on the page a full load brings next (sign-in's and sign-up's redirect):
 * shown now, and once more by that page's toaster.
 */
export function flashSuccess(message: string): void {
  toast.success(message);
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode): the toast is still shown on this page.
  }
}

/** Sonner's toaster for every page, which also shows the toast a previous page left for this one, once. */
export function SiteToaster() {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = sessionStorage.getItem(FLASH_KEY);
      sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (message) toast.success(message);
  }, []);
  // On a phone, below the cart panel's header, so a toast never hides the panel's title and close button.
  return <Toaster position="top-center" mobileOffset={{ top: "80px" }} richColors closeButton />;
}
