import type { DeliveryEstimate } from "@/lib/domain/delivery/contract";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";

/**
 * The estimate's three rows in the page's language: ships from, arrives (when there is a place), pickup; the
 * loading text (or the failure) in the first while there is no answer.
 */
export function deliveryRows(t: Catalogue["delivery"], data: DeliveryEstimate | null, failed: boolean): string[] {
  if (!data) return [failed ? t.noEstimate : t.loading, "", ""];
  const ships = data.origin ? fmt(t.shipsFrom, { hub: data.origin.showroom_name }) : t.notShipped;
  let arrives = "";
  if (data.origin && data.destination)
    arrives = data.estimate
      ? `${fmt(t.arrives, { etd: data.estimate.etd })} ${fmt(t.to, { place: data.destination.label })}`
      : t.noEstimate;
  const pickup = data.pickup
    ? fmt(data.pickup.today ? t.pickupToday : t.pickupTomorrow, { store: data.pickup.showroom_name })
    : "";
  return [ships, arrives, pickup];
}
