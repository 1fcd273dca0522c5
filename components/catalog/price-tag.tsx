import { formatIDR } from "@/lib/domain/format";
import { percentOffListing } from "@/lib/domain/pricing";

/** Listing and quick-view price: the struck retail price and '(N% off)' when the grand price is lower. */
export function PriceTag({ retail, grand, className }: { retail: number; grand: number; className?: string }) {
  const off = percentOffListing(retail, grand);
  return (
    <p className={className}>
      {off !== null ? (
        <>
          <s className="price-retail"><span className="visually-hidden">Original price </span>{formatIDR(retail)}</s>{" "}
          <span className="price-off">({off}% off)</span>{" "}
        </>
      ) : null}
      <strong>{formatIDR(grand)}</strong>
    </p>
  );
}
