"use client";

import Image from "next/image";
import Link from "@/components/ui/local-link";
import { fmt, plural } from "@/lib/i18n/format";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import type { Suggestions } from "@/lib/domain/catalog/contract";
import { suggestionOptions } from "./search-options";
import styles from "./search-overlay.module.css";

interface Props {
  id: string;
  data: Suggestions;
  term: string;
  active: number;
  onPick: () => void;
}

/** The listbox of the search combobox: product options with image, name and price, categories, 'See all results'. */
export function SearchSuggestions({ id, data, term, active, onPick }: Props) {
  const t = useMessages("common").search;
  const money = useMoney();
  const lang = useLang();
  const options = suggestionOptions(data, term);
  const catStart = data.products.length;
  const option = (i: number) => ({
    id: options[i].id,
    href: options[i].href,
    role: "option" as const,
    "aria-selected": active === i,
    tabIndex: -1,
    className: styles.option,
    onClick: onPick,
  });
  const found = data.products.length + data.categories.length;
  return (
    <>
      <p role="status" className="visually-hidden">
        {found ? plural(found, t.foundOne, t.found, lang) : t.none}
      </p>
      <div id={id} role="listbox" aria-label={t.suggestions} className={styles.listbox}>
        {data.products.length > 0 && (
          <div role="group" aria-label={t.products}>
            {data.products.map((p, i) => (
              <Link key={p.id} {...option(i)}>
                {p.image_url ? (
                  <Image src={p.image_url} alt="" width={48} height={60} />
                ) : (
                  <span className={styles.noImage} />
                )}
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{p.name}</span>
                  <span className={styles.optionPrice}>{money(p.price)}</span>
                </span>
              </Link>
            ))}
          </div>
        )}
        {data.categories.length > 0 && (
          <div role="group" aria-label={t.categories}>
            {data.categories.map((c, i) => (
              <Link key={`${c.kind}-${c.id}`} {...option(catStart + i)}>
                <span className={styles.optionName}>{c.name}</span>
              </Link>
            ))}
          </div>
        )}
        <Link {...option(options.length - 1)} className={`${styles.option} ${styles.seeAll}`}>
          {fmt(t.seeAll, { term: term.trim() })}
        </Link>
      </div>
    </>
  );
}
