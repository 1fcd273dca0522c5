import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { StoreHydrator } from "@/components/providers/store-hydrator";
import "./globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Storefront — Fashion for Indonesia", template: "%s | Storefront" },
  description: "Tops and bottoms for men, women and kids, delivered across Indonesia or picked up at our showrooms.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <StoreHydrator />
        <CartDrawer />
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
