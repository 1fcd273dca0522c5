"use client";

import Image from "next/image";
import Link from "@/components/ui/local-link";
import { useState } from "react";
import { toast } from "sonner";
import { addItemToCart } from "@/stores/cart-actions";
import { MSG } from "@/lib/domain/messages";
import { useLang, useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { toCartItem } from "@/components/product/add-to-cart-rules";
import { ADD_TO_CART_TOAST, addToCartProblem } from "@/lib/domain/cart/add-to-cart";
import { SizePicker } from "@/components/product/size-picker";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { type CardProduct, coverImageUrl, productHref } from "./card-product";
import { PriceTag } from "./price-tag";
import styles from "./quick-view.module.css";

/** Quick view: image, name, price with percent off, short description, sizes, quantity, add to cart, view detail. */
export function QuickView({ product, onDone }: { product: CardProduct; onDone: () => void }) {
  const [size, setSize] = useState("");
  const [qty, setQty] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = useLang();
  const t = useMessages("catalog");
  const quantity = useMessages("product").quantity;
  const chat = useMessages("chat");
  const localize = useLocalize();
  const image = coverImageUrl(product);

  async function add() {
    const message = addToCartProblem({ productId: product.id, size, qty });
    setProblem(message);
    if (message) {
      toast.error(localize(message), { id: ADD_TO_CART_TOAST });
      return;
    }
    setBusy(true);
    const added = await addItemToCart(toCartItem(product, size, qty));
    setBusy(false);
    if (added) onDone();
  }

  return (
    <div className={styles.layout}>
      <div className={styles.image}>
        {image ? <Image src={image} alt={product.product_name} fill sizes="(max-width: 768px) 90vw, 400px" /> : null}
      </div>
      <div className={styles.info}>
        <PriceTag
          retail={product.retail_price}
          grand={product.grand_price}
          labels={t.price}
          lang={lang}
          className={styles.price}
        />
        <p className={styles.description}>{product.short_description}</p>
        <SizePicker
          name={`qv-size-${product.id}`}
          sizes={product.sizes}
          value={size}
          onChoose={(code) => {
            setSize(code);
            setProblem(null);
          }}
          onOutOfStock={() => setProblem(MSG.product.outOfStockSize)}
        />
        <QuantityStepper value={qty} onChange={setQty} label={quantity} />
        {problem ? (
          <p className="field-error" role="alert">
            {localize(problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={add} disabled={busy}>
            {t.quickView.addToCart}
          </button>
          <Link href={productHref(product.id)} className="btn btn-outline">
            {t.quickView.viewDetail}
          </Link>
        </div>
        {/* A plain link: the server adds the shop's number and the prefilled text (app/api/chat/whatsapp). */}
        <a
          href={`/api/chat/whatsapp?${new URLSearchParams({ product_id: String(product.id), lang, ...(size && { size }) })}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {chat.chatButton}
        </a>
      </div>
    </div>
  );
}
