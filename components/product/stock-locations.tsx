"use client";

import { useEffect, useState } from "react";
import { checkStockLocation } from "@/lib/api/showrooms";
import type { ApiFailure } from "@/lib/api/request";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import type { StockLocationResponse } from "@/lib/domain/showrooms/contract";
import { Spinner } from "@/components/ui/spinner";
import styles from "./product-detail.module.css";

type State =
  { status: "loading" } | { status: "done"; data: StockLocationResponse } | { status: "failed"; failure: ApiFailure };

/** The stock-locations modal's content: showrooms holding the size and quantity, by region. */
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
  const regions = state.data.showroom_regions.filter((region) => region.showrooms.length > 0);
  if (regions.length === 0) return <p role="status">{localize(MSG.product.noStockLocation)}</p>;
  return (
    <div className={styles.regions}>
      <p className={styles.muted}>{fmt(t.summary, { size, qty })}</p>
      {regions.map((region) => (
        <section key={region.id} aria-labelledby={`region-${region.id}`}>
          <h3 id={`region-${region.id}`}>{region.region_name}</h3>
          <ul>
            {region.showrooms.map((showroom) => (
              <li key={showroom.id}>
                <strong>{showroom.showroom_name}</strong>
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
      ))}
    </div>
  );
}
