"use client";

import { useEffect, useState } from "react";
import { checkStockLocation } from "@/lib/api/showrooms";
import type { ApiFailure } from "@/lib/api/request";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import type { ShowroomWithStock, StockLocationResponse } from "@/lib/domain/showrooms/contract";
import type { Catalogue } from "@/lib/i18n/types";
import { Spinner } from "@/components/ui/spinner";
import styles from "./product-detail.module.css";

type State =
  { status: "loading" } | { status: "done"; data: StockLocationResponse } | { status: "failed"; failure: ApiFailure };

/** The stock-locations modal's content: every store by region, each saying what it holds of the chosen size. */
export function StockLocations({ productId, size, qty }: { productId: number; size: string; qty: number }) {
  const t = useMessages("product").stock;
  const common = useMessages("common");
  const localize = useLocalize();
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void checkStockLocation({ product_detail_id: productId, size, qty }, { error: () => undefined }).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: "done", data: result.data } : { status: "failed", failure: result });
    });
    return () => {
      live = false;
    };
  }, [productId, size, qty]);

  if (state.status === "loading") return <Spinner label={common.loadingShort} />;
  if (state.status === "failed")
    return (
      <p className="field-error" role="alert">
        {localize(state.failure)}
      </p>
    );
  const { showrooms, showroom_stock: regions } = state.data;
  // Spec: no store holds the quantity. The list still follows when a store holds a few, to say how many.
  const noneHeld = showrooms.length === 0;
  const someHeld = regions.some((region) => region.showrooms.some((s) => s.stock.status !== "SOLD_OUT"));
  return (
    <div className={styles.regions}>
      {noneHeld ? <p role="status">{localize(MSG.product.noStockLocation)}</p> : null}
      {someHeld ? <p className={styles.muted}>{fmt(t.summary, { size, qty })}</p> : null}
      {someHeld
        ? regions.map((region) => (
            <section key={region.id} aria-labelledby={`region-${region.id}`}>
              <h3 id={`region-${region.id}`}>{region.region_name}</h3>
              <ul>
                {region.showrooms.map((showroom) => (
                  <li key={showroom.id}>
                    <strong>{showroom.showroom_name}</strong>
                    <StockStatus stock={showroom.stock} t={t} />
                    <span>{showroom.phone}</span>
                    <span>{[showroom.address1, showroom.address2, showroom.address3].filter(Boolean).join(", ")}</span>
                    {showroom.maps_url ? (
                      <a href={showroom.maps_url} target="_blank" rel="noopener noreferrer">
                        {t.viewOnMaps}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}

const STATUS_CLASS: Record<ShowroomWithStock["stock"]["status"], string> = {
  AVAILABLE: styles.inStock,
  FEW_LEFT: styles.fewLeft,
  SOLD_OUT: styles.soldOut,
};

/** 'Tersedia', 'Sisa N' or 'Habis': the store's stock of the chosen size. */
function StockStatus({ stock, t }: { stock: ShowroomWithStock["stock"]; t: Catalogue["product"]["stock"] }) {
  const text =
    stock.status === "SOLD_OUT"
      ? t.soldOut
      : stock.status === "FEW_LEFT"
        ? fmt(t.fewLeft, { count: stock.units_left ?? 0 })
        : t.available;
  return <span className={`${styles.storeStock} ${STATUS_CLASS[stock.status]}`}>{text}</span>;
}
