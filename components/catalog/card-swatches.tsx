import Image from "next/image";
import Link from "@/components/ui/local-link";
import type { StyleColour } from "@/lib/domain/catalog/contract";
import { cardSwatches } from "@/lib/domain/catalog/swatches";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { productHref } from "./card-product";
import styles from "./card-swatches.module.css";

interface CardSwatchesProps {
  /** The card's product. */
  productId: number;
  /** Its style's colours (the API's `colours`); none: nothing is shown. */
  colours: readonly StyleColour[] | undefined;
  t: Catalogue["catalog"]["swatches"];
}

/**
 * A card's colours: up to four swatches (each the colour's cover image, a link to its page, named by its colour) and
 * "+N" for the rest, a link to the card's own page. Rendered wherever the card is, without script of its own.
 */
export function CardSwatches({ productId, colours, t }: CardSwatchesProps) {
  const { shown, more } = cardSwatches(colours ?? [], productId);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.swatches} aria-label={t.colours}>
      {shown.map((colour) => (
        <li key={colour.id}>
          <Link
            href={productHref(colour.id)}
            className={styles.swatch}
            aria-current={colour.id === productId ? "true" : undefined}
            aria-label={colour.color_name ?? String(colour.id)}
          >
            {colour.image_url ? <Image src={colour.image_url} alt="" width={24} height={30} /> : null}
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Link href={productHref(productId)} className={styles.more} aria-label={fmt(t.more, { count: more })}>
            +{more}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
