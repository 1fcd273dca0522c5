import Image from "next/image";
import type { StyleColourDetail } from "@/lib/domain/catalog/contract";
import type { Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import type { Catalogue } from "@/lib/i18n/types";
import { SwatchSizeLinks } from "./swatch-size-links";
import styles from "./style-swatches.module.css";

interface StyleSwatchesProps {
  productId: number;
  colours: StyleColourDetail[];
  /** The purchase form whose size the swatches carry to the other colours. */
  formId: string;
  lang: Locale;
  t: Catalogue["product"]["colours"];
}

const LIST_ID = "style-colours";

/**
 * The product page's colours of its style, rendered on the server: each swatch is a plain link to that colour's page
 * (its cover image, named by its colour), the page's own colour marked current. Once hydrated, SwatchSizeLinks makes
 * the links carry the size chosen in the purchase form to the colours made in it.
 */
export function StyleSwatches({ productId, colours, formId, lang, t }: StyleSwatchesProps) {
  if (colours.length < 2) return null;
  const own = colours.find((c) => c.id === productId);
  return (
    <div className={styles.colours}>
      <p className={styles.heading}>
        {t.heading}
        {own?.color_name ? <span className={styles.current}>: {own.color_name}</span> : null}
      </p>
      <ul id={LIST_ID} className={styles.list} aria-label={t.list}>
        {colours.map((colour) => {
          const href = localHref(lang, `/product/${colour.id}`);
          return (
            <li key={colour.id}>
              <a
                href={href}
                data-path={href}
                data-sizes={colour.size_codes.join(" ")}
                className={styles.swatch}
                aria-current={colour.id === productId ? "page" : undefined}
                aria-label={colour.color_name ?? String(colour.id)}
              >
                {colour.image_url ? <Image src={colour.image_url} alt="" width={44} height={55} sizes="44px" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
      <SwatchSizeLinks formId={formId} listId={LIST_ID} />
    </div>
  );
}
