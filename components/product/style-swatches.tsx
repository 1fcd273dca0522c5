"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import Link from "@/components/ui/local-link";
import type { StyleColourDetail } from "@/lib/domain/catalog/contract";
import { swatchHref } from "@/lib/domain/catalog/swatches";
import { useMessages } from "@/lib/i18n/client";
import styles from "./style-swatches.module.css";

interface StyleSwatchesProps {
  productId: number;
  colours: StyleColourDetail[];
  /** The purchase form whose size the swatches carry to the other colours. */
  formId: string;
}

/** The size checked in the purchase form, or null. */
function checkedSize(form: HTMLFormElement): string | null {
  return form.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value ?? null;
}

/**
 * The product page's colours of its style: each swatch is a link to that colour's page (its cover image, named by its
 * colour), the page's own colour marked current. The server's HTML links each colour's page as it is; once hydrated,
 * a swatch carries the size chosen in the purchase form (`?size=M`, which that page's form picks) to the colours made
 * in that size, following the form's changes.
 */
export function StyleSwatches({ productId, colours, formId }: StyleSwatchesProps) {
  const t = useMessages("product").colours;
  const [size, setSize] = useState<string | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const follow = () => setSize(checkedSize(form));
    follow();
    form.addEventListener("change", follow);
    return () => form.removeEventListener("change", follow);
  }, [formId]);

  if (colours.length < 2) return null;
  const own = colours.find((c) => c.id === productId);
  return (
    <div className={styles.colours}>
      <p className={styles.heading}>
        {t.heading}
        {own?.color_name ? <span className={styles.current}>: {own.color_name}</span> : null}
      </p>
      <ul className={styles.list} aria-label={t.list}>
        {colours.map((colour) => (
          <li key={colour.id}>
            <Link
              href={swatchHref(colour, size)}
              className={styles.swatch}
              aria-current={colour.id === productId ? "page" : undefined}
              aria-label={colour.color_name ?? String(colour.id)}
              title={colour.color_name ?? undefined}
            >
              {colour.image_url ? <Image src={colour.image_url} alt="" width={44} height={55} sizes="44px" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
