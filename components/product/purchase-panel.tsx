"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/api/notify";
import { addItemToCart } from "@/lib/api/cart";
import { addToWishlist, loadWishlistFlag, removeFromWishlist } from "@/lib/api/wishlist";
import { formatIDR } from "@/lib/domain/money";
import { MSG } from "@/lib/domain/messages";
import { useLocalize, useMessages } from "@/lib/i18n/client";
import { useShopStore } from "@/stores/shop-store";
import { Modal } from "@/components/ui/modal";
import { type CardProduct, coverImageUrl } from "@/components/catalog/card-product";
import { addToCartProblem, checkStockProblem, toCartItem } from "./add-to-cart-rules";
import { SizePicker } from "./size-picker";
import styles from "./product-detail.module.css";

// The stock-locations list loads when the shopper opens it.
const StockLocations = dynamic(() => import("./stock-locations").then((m) => m.StockLocations), { ssr: false });

/**
 * The shopper-specific part of the product page: size (default none), quantity (default 1), add to cart, wishlist,
 * compare, the stock-locations modal and the sticky add-to-cart bar.
 */
export function PurchasePanel({ product }: { product: CardProduct }) {
  const router = useRouter();
  const t = useMessages("product");
  const localize = useLocalize();
  const [size, setSize] = useState("");
  const [qtyText, setQtyText] = useState("1");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [stockOpen, setStockOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showBar, setShowBar] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const wishlisted = useShopStore((s) => s.wishlist.includes(product.id));
  const signedIn = useShopStore((s) => s.authenticated);
  const qty = qtyText.trim() === "" ? Number.NaN : Number(qtyText);

  useEffect(() => {
    const target = actions.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setShowBar(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (signedIn) void loadWishlistFlag(product.id);
  }, [signedIn, product.id]);

  function report(message: string | null): boolean {
    setProblem(message);
    if (message) toast.error(localize(message));
    return message === null;
  }

  async function addToCart() {
    if (!report(addToCartProblem({ productId: product.id, size, qty }))) return;
    setBusy(true);
    await addItemToCart(toCartItem(product, size, qty));
    setBusy(false);
  }

  function checkStock() {
    if (report(checkStockProblem({ productId: product.id, size, qty }))) setStockOpen(true);
  }

  function toggleWishlist() {
    const navigate = (href: string) => router.push(href);
    void (wishlisted ? removeFromWishlist(product.id, navigate) : addToWishlist(product.id, navigate));
  }

  function compare() {
    useShopStore.getState().addToCompare({ id: product.id, product_name: product.product_name, image_url: coverImageUrl(product), grand_price: product.grand_price });
    toast.success(localize(MSG.product.addedToCompare));
  }

  return (
    <div className={styles.purchase}>
      <SizePicker
        name="size"
        sizes={product.sizes}
        value={size}
        onChoose={(code) => {
          setSize(code);
          setNotice(null);
          setProblem(null);
        }}
        onOutOfStock={() => setNotice(MSG.product.outOfStockSize)}
      />
      {notice ? <p className={styles.notice} role="status">{localize(notice)}</p> : null}
      <label className={styles.qty}>
        {t.quantity}
        <input type="number" inputMode="numeric" min={1} value={qtyText} onChange={(event) => setQtyText(event.target.value)} />
      </label>
      {problem ? <p className="field-error" role="alert">{localize(problem)}</p> : null}
      <div ref={actions} className={styles.actions}>
        <button type="button" className="btn" onClick={addToCart} disabled={busy}>{t.addToCart}</button>
        <button type="button" className="btn btn-outline" onClick={toggleWishlist} aria-pressed={wishlisted}>
          {wishlisted ? t.removeFromWishlist : t.addToWishlist}
        </button>
        <button type="button" className="btn btn-outline" onClick={compare}>{t.compare}</button>
      </div>
      <button type="button" className={styles.linkButton} onClick={checkStock}>{t.checkStock}</button>
      <Modal open={stockOpen} title={t.checkStock} onClose={() => setStockOpen(false)}>
        {stockOpen ? <StockLocations productId={product.id} size={size} qty={qty} /> : null}
      </Modal>
      {showBar ? (
        <div className={styles.stickyBar} role="region" aria-label={t.stickyBar}>
          <span className={styles.stickyName}>{product.product_name}</span>
          <span>{formatIDR(product.grand_price)}</span>
          <button type="button" className="btn" onClick={addToCart} disabled={busy}>{t.addToCart}</button>
        </div>
      ) : null}
    </div>
  );
}
