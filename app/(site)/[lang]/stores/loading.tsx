"use client";

import stores from "@/components/stores/stores.module.css";
import { useMessages } from "@/lib/i18n/client";

export default function StoresLoading() {
  return (
    <main className={stores.loading} role="status" aria-live="polite">
      {useMessages("common").loadingShort}
    </main>
  );
}
