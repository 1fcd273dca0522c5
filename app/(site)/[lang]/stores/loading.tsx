"use client";

import stores from "@/components/showrooms/showrooms.module.css";
import { useMessages } from "@/lib/i18n/client";

/** 'Loading..' while /stores renders: no <main> of its own, the page's streamed <main> would make it two. */
export default function StoresLoading() {
  return (
    <div className={stores.loading} role="status" aria-live="polite">
      {useMessages("common").loadingShort}
    </div>
  );
}
