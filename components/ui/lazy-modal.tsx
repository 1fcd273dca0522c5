"use client";

import { useState } from "react";
import type { ModalProps } from "./modal";
import { onDemand } from "./on-demand";

const LoadedModal = onDemand(() => import("./modal").then((m) => m.Modal));

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
