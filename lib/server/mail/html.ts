import "server-only";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text (a shopper's name or street, a product name) as HTML text or attribute value: nothing in it becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Text lines as one HTML paragraph, each line escaped and joined with <br>. */
export function htmlLines(lines: readonly string[]): string {
  return lines.length ? `<p style="margin:0 0 12px">${lines.map(escapeHtml).join("<br>")}</p>` : "";
}

/** A whole mail document; `body` is HTML already escaped by its maker. */
export function htmlDocument(lang: string, title: string, body: string): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">',
    body,
    "</body>",
    "</html>",
  ].join("\n");
}
