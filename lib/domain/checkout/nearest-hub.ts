/**
 * The hub the checkout chooses for a delivery (issue #48): among the hubs that hold every item of the cart, one in the
 * address's province first, then the one whose province lies nearest, then the shop's own order of hubs. None when
 * no hub holds every item: the shopper then picks from those that hold part of it.
 */
import { provinceDistanceKm } from "../regions/province-capitals";

export interface HubCandidate {
  id: number;
  /** The hub's province code ("32"), null when the hub names no district. */
  province_id: string | null;
  available_items: number;
  total_items: number;
}

export function nearestHub<H extends HubCandidate>(hubs: readonly H[], addressProvinceId: string | null): H | null {
  const whole = hubs.filter((h) => h.total_items > 0 && h.available_items === h.total_items);
  if (whole.length === 0) return null;
  if (!addressProvinceId) return whole[0] ?? null;
  const rank = (h: H) => ({
    elsewhere: h.province_id === addressProvinceId ? 0 : 1,
    km: h.province_id ? provinceDistanceKm(addressProvinceId, h.province_id) : Number.POSITIVE_INFINITY,
  });
  let best = whole[0]!;
  let bestRank = rank(best);
  for (const hub of whole.slice(1)) {
    const r = rank(hub);
    if (r.elsewhere < bestRank.elsewhere || (r.elsewhere === bestRank.elsewhere && r.km < bestRank.km)) {
      best = hub;
      bestRank = r;
    }
  }
  return best;
}
