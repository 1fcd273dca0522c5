"use client";

import { useState } from "react";
import type { ModalProps } from "./modal";
import { onDemand } from "./on-demand";

const loadModal = () => import("./modal").then((m) => m.Modal);
const LoadedModal = onDemand(loadModal);

/** Fetches the modal's code ahead of a likely opening (a pointer over, or focus on, the control that opens it). */
export function preloadModal(): void {
  void loadModal();
}

/**
 * A modal (./modal.tsx) whose code and `<dialog>` come with its first opening, for a page that shows many closed
 * ones (a quick view per product card) or opens one only on a shopper's action: nothing of it is in the server's HTML
 * to hydrate. Once opened it stays mounted, so closing it returns the focus to its opener as the modal does.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <LoadedModal {...props} /> : null;
}
