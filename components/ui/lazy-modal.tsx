"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { ModalProps } from "./modal";

const Modal = dynamic(() => import("./modal").then((m) => m.Modal), { ssr: false });

/** Fetches the modal's code ahead of a likely opening (a pointer over, or focus on, the control that opens it). */
export function preloadModal(): void {
  void import("./modal");
}

/**
 * A modal (./modal.tsx) whose code and `<dialog>` come with its first opening, for a page that shows many closed
 * ones (a quick view per product card) or opens one only on a shopper's action: nothing of it is in the server's HTML
 * to hydrate. Once opened it stays mounted, so closing it returns the focus to its opener as the modal does.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <Modal {...props} /> : null;
}
