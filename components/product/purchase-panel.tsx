"use client";

import { PURCHASE_FORM_ID } from "./purchase-form-id";
import dynamic from "next/dynamic";
import { useLocalRouter } from "@/components/ui/use-local-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { MSG } from "@/lib/domain/messages";
import { BACK_FIELD, NO_SCRIPT_FIELD, PURCHASE_PROBLEMS, purchaseProblemId } from "@/lib/domain/purchase-problems";
import { localHref } from "@/lib/i18n/route";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useShopStore } from "@/stores/shop-store";
import { addToWishlist, removeFromWishlist, useWishlistFlag } from "@/stores/wishlist-actions";
import { LazyModal } from "@/components/ui/lazy-modal";
import { useNotReady } from "@/components/ui/not-ready";
import { type CardProduct, coverImageUrl } from "@/components/catalog/card-product";
import { ADD_TO_CART_TOAST, addToCartProblem, checkStockProblem } from "@/lib/domain/cart/add-to-cart";
import { toCartItem } from "./add-to-cart-rules";
import { SizeGuide } from "./size-guide";
import { SizeRadios } from "./size-radios";
import { useLiveSizes } from "./use-live-sizes";
import { usePurchaseDoneBeforeHydration } from "./use-purchase-before-hydration";
import styles from "./product-detail.module.css";

// The stock-locations list loads when the shopper opens it.
const StockLocations = dynamic(() => import("./stock-locations").then((m) => m.StockLocations), { ssr: false });
// Shown once a shopper picks a size that is out of stock.
const BackInStock = dynamic(() => import("./back-in-stock").then((m) => m.BackInStock), { ssr: false });

const FORM_ID = PURCHASE_FORM_ID;

/**
 * The cart's actions (their API calls, the cart's rules and toasts) are not part of the page's first load: they load
 * on the first size picked (a size comes before any add). Before hydration the form adds without them (a plain post).
 */
const cartActions = () => import("@/stores/cart-actions");

/**
 * The shopper-specific part of the product page: size (default none), quantity (default 1), add to cart, wishlist,
 * compare, the size guide's sheet, the stock-locations modal and the sticky add-to-cart bar. Size, quantity and add to cart are a real
 * form (POST /api/forms/add-to-cart) that works before hydration and without JavaScript; once hydrated the form
 * adds through the cart API and opens the panel. The other buttons stay disabled until hydrated.
 */
export function PurchasePanel({ product, sizeChartUrl }: { product: CardProduct; sizeChartUrl?: string | null }) {
  const router = useLocalRouter();
  const t = useMessages("product");
  const money = useMoney();
  const localize = useLocalize();
  const lang = useLang();
  // null until the size picked on the server's HTML (or none) is taken over, once hydrated.
  const [picked, setSize] = useState<string | null>(null);
  const size = picked ?? "";
  const adopted = picked !== null;
  const [qtyText, setQtyText] = useState("1");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [outSize, setOutSize] = useState<string | null>(null);
  const [stockOpen, setStockOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showBar, setShowBar] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const wishlisted = useShopStore((s) => s.wishlist.includes(product.id));
  const signedIn = useShopStore((s) => s.authenticated);
  const qty = qtyText.trim() === "" ? Number.NaN : Number(qtyText);
  const sizes = useLiveSizes(product.id, product.sizes);

  usePurchaseDoneBeforeHydration(form, product.id, { setSize, setQtyText, setNotice, setProblem });
  // The buttons that read the size wait for the size picked before hydration to be in the state.
  const notReady = useNotReady(adopted);
  const hydrated = !notReady.waiting;

  useEffect(() => {
    const target = actions.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) =>
      setShowBar(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  useWishlistFlag(product.id);

  function report(message: string | null): boolean {
    setProblem(message);
    if (message) toast.error(localize(message), { id: ADD_TO_CART_TOAST });
    return message === null;
  }

  async function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !report(addToCartProblem({ productId: product.id, size, qty }))) return;
    setBusy(true);
    try {
      const { addItemToCart } = await cartActions();
      await addItemToCart(toCartItem(product, size, qty));
    } finally {
      setBusy(false);
    }
  }

  function checkStock() {
    if (report(checkStockProblem({ productId: product.id, size, qty }))) setStockOpen(true);
  }

  function toggleWishlist() {
    const navigate = (href: string) => router.push(href);
    void (wishlisted ? removeFromWishlist(product.id, navigate) : addToWishlist(product.id, navigate));
  }

  function compare() {
    useShopStore.getState().addToCompare({
      id: product.id,
      product_name: product.product_name,
      image_url: coverImageUrl(product),
      grand_price: product.grand_price,
    });
    toast.success(localize(MSG.product.addedToCompare));
  }

  return (
    <form
      id={FORM_ID}
      ref={form}
      action="/api/forms/add-to-cart"
      method="post"
      className={styles.purchase}
      onSubmit={addToCart}
    >
      <input type="hidden" name="product_detail_id" value={product.id} />
      {/* Back to this page in its language; a browser without script says so, and is sent to /cart instead. */}
      <input type="hidden" name={BACK_FIELD} value={localHref(lang, `/product/${product.id}`)} />
      <noscript>
        <input type="hidden" name={NO_SCRIPT_FIELD} value="1" />
      </noscript>
      <SizeRadios
        name="size"
        sizes={sizes}
        aside={sizeChartUrl ? <SizeGuide chartUrl={sizeChartUrl} productName={product.product_name} /> : null}
        value={size}
        onChoose={(code) => {
          void cartActions();
          setSize(code);
          setOutSize(null);
          setNotice(null);
          setProblem(null);
        }}
        onOutOfStock={(code) => {
          setNotice(MSG.product.outOfStockSize);
          setOutSize(code);
        }}
      />
      {notice ? (
        <p className={styles.notice} role="status">
          {localize(notice)}
        </p>
      ) : null}
      {outSize ? (
        <BackInStock productId={product.id} size={outSize} signedIn={signedIn} wishlisted={wishlisted} />
      ) : null}
      <label className={styles.qty}>
        {t.quantity}
        <input
          type="number"
          name="qty"
          inputMode="numeric"
          min={1}
          value={qtyText}
          onChange={(event) => setQtyText(event.target.value)}
        />
      </label>
      {problem ? (
        <p className="field-error" role="alert">
          {localize(problem)}
        </p>
      ) : null}
      {/* Before hydration the form's answer comes back as #problem-{code}; CSS shows the targeted message. */}
      {hydrated
        ? null
        : Object.entries(PURCHASE_PROBLEMS).map(([code, message]) => (
            <p
              key={code}
              id={purchaseProblemId(code as keyof typeof PURCHASE_PROBLEMS)}
              className={`field-error ${styles.formProblem}`}
              role="alert"
            >
              {localize(message)}
            </p>
          ))}
      <div ref={actions} className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {t.addToCart}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={toggleWishlist}
          aria-pressed={wishlisted}
          disabled={!hydrated}
          aria-describedby={notReady.describedBy}
        >
          {wishlisted ? t.removeFromWishlist : t.addToWishlist}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={compare}
          disabled={!hydrated}
          aria-describedby={notReady.describedBy}
        >
          {t.compare}
        </button>
      </div>
      <button
        type="button"
        className={styles.linkButton}
        onClick={checkStock}
        disabled={!hydrated}
        aria-describedby={notReady.describedBy}
      >
        {t.checkStock}
      </button>
      {notReady.hint}
      <LazyModal open={stockOpen} title={t.checkStock} onClose={() => setStockOpen(false)}>
        {stockOpen ? <StockLocations productId={product.id} size={size} qty={qty} /> : null}
      </LazyModal>
      {showBar ? (
        <div className={styles.stickyBar} role="region" aria-label={t.stickyBar}>
          <span className={styles.stickyName}>{product.product_name}</span>
          <span className={styles.stickyPrice}>{money(product.grand_price)}</span>
          <button type="submit" form={FORM_ID} className={`btn ${styles.stickyButton}`} disabled={busy}>
            {t.addToCart}
          </button>
        </div>
      ) : null}
    </form>
  );
}
