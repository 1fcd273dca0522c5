import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteMetadata } from "@/components/layout/site-metadata";
import "../globals.css";

export const metadata: Metadata = siteMetadata;

/** The category landing /shop/{category} lives outside the common layout: its own menu, no site header or footer. */
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">Skip to content</a>
        {children}
      </body>
    </html>
  );
}
