import "server-only";

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD HH:mm:ss' in Western Indonesia Time (UTC+7): how the shop shows dates, and the payment wires' date format. */
export function wibDateTime(date: Date): string {
  const d = new Date(date.getTime() + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The instant of a 'YYYY-MM-DD HH:mm:ss' WIB date; null for anything else. */
export function wibToDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!)) : null;
}
