import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Bench floor", robots: { index: false } };

/** A root layout with no client component of ours: the bench measures the framework's own script here. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
