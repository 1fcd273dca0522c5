/** The fake Snap payment page (./midtrans.ts): the order, its amount and one button per outcome. */
import type { FakeTransaction } from "./midtrans-wire";

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESC[c]!);
const idr = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

export function payPage(t: FakeTransaction): string {
  const items = (t.body.item_details ?? [])
    .map((i) => `<li>${esc(i.name)} × ${i.quantity}: ${esc(idr(i.price * i.quantity))}</li>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Midtrans Snap (fake)</title></head>
<body><main><h1>Midtrans Snap (fake)</h1><p>Test payment page. No money moves.</p>
<dl><dt>Order ID</dt><dd data-testid="order-id">${esc(t.orderId)}</dd><dt>Total</dt><dd data-testid="gross-amount">${esc(idr(t.grossAmount))}</dd></dl>
<ul aria-label="Items">${items}</ul>
<form method="post" action="/snap/v2/vtweb/${esc(t.token)}/complete">
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="later">Leave unpaid</button>
<button type="submit" name="outcome" value="deny">Deny</button>
<button type="submit" name="outcome" value="expire">Let it expire</button>
</form></main></body></html>`;
}
