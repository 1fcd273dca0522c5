import "server-only";

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD HH:mm:ss' in Western Indonesia Time (UTC+7), the wire format of Faspay dates. */
export function wibDateTime(date: Date): string {
  const d = new Date(date.getTime() + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
