import { formatMoney } from "@/lib/domain/locale-money";
import { percentOffListing } from "@/lib/domain/pricing";
import { fmt } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";

interface PriceTagProps {
  retail: number;
  grand: number;
  /** The catalog namespace's price texts (from `m` on the server, useMessages in an island). */
  labels: Catalogue["catalog"]["price"];
  /** The shopper's language (the page's on the server, useLang() in an island). */
  lang: Locale;
  className?: string;
}

/** Listing and quick-view price: the struck retail price and '(N% off)' when the grand price is lower. */
export function PriceTag({ retail, grand, labels, lang, className }: PriceTagProps) {
  const off = percentOffListing(retail, grand);
  return (
    <p className={className}>
      {off !== null ? (
        <>
          <s className="price-retail">
            <span className="visually-hidden">{labels.original} </span>
            {formatMoney(retail, lang)}
          </s>{" "}
          <span className="price-off">{fmt(labels.off, { off })}</span>{" "}
        </>
      ) : null}
      <strong>{formatMoney(grand, lang)}</strong>
    </p>
  );
}
