import "server-only";
import { formatLocalDate, type FormatLang } from "@/lib/domain/locale-format";
import { wibDateTime } from "@/lib/server/payment/wib";

const WIB_OFFSET_MS = 7 * 3600_000;

/**
 * A moment as Western Indonesia Time (UTC+7, no daylight saving) in the language, without the 'WIB' the sentence adds:
 * id '17 Agu 2026 14:00', fr '17 août 2026 14:00'. English keeps the mails' earlier '2026-08-17 14:00:00'.
 */
export function wibMoment(date: Date, lang: FormatLang): string {
  if (lang === "en") return wibDateTime(date);
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  // formatLocalDate reads a date's local fields as wall-clock time: give it Jakarta's, whatever the server's zone.
  const wallClock = new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate(), shifted.getUTCHours(), shifted.getUTCMinutes());
  return formatLocalDate(wallClock, lang, "dateTime");
}
