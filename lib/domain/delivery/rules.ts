/**
 * The product page's delivery rules, pure so the server answers and the unit tests read the same: store pickup today
 * and the courier's days as the page words them.
 */
import { POLICY } from "../content/policy";

/** The showrooms' hours (POLICY.storeHours, 10:00-20:00 WIB), in whole hours of Western Indonesia Time. */
export const STORE_OPENS_HOUR = 10;
export const STORE_CLOSES_HOUR = 20;
const WIB_OFFSET_MS = 7 * 3600_000;

/**
 * Whether an order placed at `now` can be collected the same day: a pickup order is ready at the earliest
 * POLICY.pickupReadyHours after payment, within the store's hours (an order placed before opening is ready an hour
 * after it opens). The shop's data holds no showroom's own hours: every showroom keeps the shop's.
 */
export function pickupReadyToday(now: Date): boolean {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  const minutes = wib.getUTCHours() * 60 + wib.getUTCMinutes();
  const ready = Math.max(minutes, STORE_OPENS_HOUR * 60) + POLICY.pickupReadyHours * 60;
  return ready <= STORE_CLOSES_HOUR * 60;
}

/** The courier's days as the page shows them: "1-2" from "1-2", "1 - 2 HARI" or "2-3 days"; "" when it gives none. */
export function etdDays(etd: string): string {
  const m = /(\d+)(?:\s*-\s*(\d+))?/.exec(etd);
  if (!m) return "";
  return m[2] && m[2] !== m[1] ? `${m[1]}-${m[2]}` : m[1]!;
}
