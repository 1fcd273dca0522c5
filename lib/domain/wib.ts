/**
 * Western Indonesia Time (UTC+7, no daylight saving): how the shop shows dates, the payment wires' date format and the
 * mails' moments. Pure code, so every server folder (payment, orders, mail, checkout) takes it from one place.
 */
import { formatLocalDate, type FormatLang } from "./locale-format";

const WIB_OFFSET_MS = 7 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD HH:mm:ss' in Western Indonesia Time (UTC+7): how the shop shows dates, and the payment wires' date format. */
export function wibDateTime(date: Date): string {
  const d = new Date(date.getTime() + WIB_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The instant of a 'YYYY-MM-DD HH:mm:ss' WIB date; null for anything else. */
export function wibToDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!)) : null;
}

/**
 * A moment as Western Indonesia Time in the language, without the 'WIB' the sentence adds:
 * id '17 Agu 2026 14:00', fr '17 août 2026 14:00'. English keeps the mails' earlier '2026-08-17 14:00:00'.
 */
export function wibMoment(date: Date, lang: FormatLang): string {
  if (lang === "en") return wibDateTime(date);
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  // formatLocalDate reads a date's local fields as wall-clock time: give it Jakarta's, whatever the server's zone.
  const wallClock = new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
  );
  return formatLocalDate(wallClock, lang, "dateTime");
}
