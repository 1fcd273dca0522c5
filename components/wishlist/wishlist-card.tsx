"use client";

import Image from "next/image";
import Link from "@/components/ui/local-link";
import { useId, useState } from "react";
import { coverImageUrl } from "@/components/catalog/card-product";
import { toCartItem } from "@/components/product/add-to-cart-rules";
import { CardRating } from "@/components/catalog/card-rating";
import { WISHLIST_CARD_STOCK } from "@/lib/domain/constants";
import { percentOffListing } from "@/lib/domain/pricing";
import type { WishlistProduct } from "@/lib/domain/wishlist/contract";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { localSizeName } from "@/lib/i18n/size-name";
import { CompareButton } from "./compare-button";
import styles from "./wishlist.module.css";

/** The cart's actions and rules load on first use (a size chosen, or Add to Cart), as on the product page. */
const cartActions = () => import("@/stores/cart-actions");

/** A wishlist card (no quick bar): add to cart in a chosen size, remove from the wishlist, compare. */
export function WishlistCard({ product, onRemove }: { product: WishlistProduct; onRemove: () => void }) {
  const t = useMessages("wishlist").card;
  const sizeNames = useMessages("product").size.names;
  const money = useMoney();
  const lang = useLang();
  const [size, setSize] = useState("");
  const sizeId = useId();
  const cover = coverImageUrl(product);
  const off = percentOffListing(product.retail_price, product.grand_price);
  // Spec section 3: wishlist cards use a fixed stock of 100, not the live stock. Their rating is the real one
  // (docs/adr/0014-real-ratings.md).
  const inStock = WISHLIST_CARD_STOCK > 0;

  const addToCart = () => void cartActions().then(({ addItemToCart }) => addItemToCart(toCartItem(product, size, 1)));

  return (
    <article className={styles.card} aria-label={product.product_name}>
      <Link href={`/product/${product.id}`} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {cover ? <Image src={cover} alt="" width={400} height={500} sizes="(max-width: 767px) 50vw, 25vw" /> : null}
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={`/product/${product.id}`}>{product.product_name}</Link>
        </h3>
        <CardRating
          average={product.rating_average}
          count={product.rating_count}
          label={t.rated}
          lang={lang}
          className={styles.rating}
        />
        <p className={styles.price}>
          {off !== null ? (
            <>
              <del>{money(product.retail_price)}</del>{" "}
              <span className={styles.off}>{fmt(t.off, { percent: off })}</span>{" "}
            </>
          ) : null}
          <strong>{money(product.grand_price)}</strong>
        </p>
        <label htmlFor={sizeId} className={styles.sizeLabel}>
          {t.size}
        </label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => {
            void cartActions();
            setSize(event.target.value);
          }}
          className={styles.size}
        >
          <option value="">{t.chooseSize}</option>
          {product.sizes.map((s) => {
            const name = localSizeName(s.size_name, sizeNames);
            return (
              <option key={s.size_code} value={s.size_code} disabled={!s.is_available}>
                {s.is_available ? name : fmt(t.outOfStock, { size: name })}
              </option>
            );
          })}
        </select>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={addToCart} disabled={!inStock}>
            {t.addToCart}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={onRemove}
            aria-label={fmt(t.removeLabel, { name: product.product_name })}
          >
            {t.remove}
          </button>
          <CompareButton
            className={styles.secondary}
            item={{
              id: product.id,
              product_name: product.product_name,
              image_url: cover,
              grand_price: product.grand_price,
            }}
          />
        </div>
      </div>
    </article>
  );
}
