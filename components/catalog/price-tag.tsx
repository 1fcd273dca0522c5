import { formatIDR } from "@/lib/domain/money";
import { percentOffListing } from "@/lib/domain/pricing";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";

interface PriceTagProps {
  retail: number;
  grand: number;
  /** The catalog namespace's price texts (from `m` on the server, useMessages in an island). */
  labels: Catalogue["catalog"]["price"];
  className?: string;
}

/** Listing and quick-view price: the struck retail price and '(N% off)' when the grand price is lower. */
export function PriceTag({ retail, grand, labels, className }: PriceTagProps) {
  const off = percentOffListing(retail, grand);
  return (
    <p className={className}>
      {off !== null ? (
        <>
          <s className="price-retail"><span className="visually-hidden">{labels.original} </span>{formatIDR(retail)}</s>{" "}
          <span className="price-off">{fmt(labels.off, { off })}</span>{" "}
        </>
      ) : null}
      <strong>{formatIDR(grand)}</strong>
    </p>
  );
}
