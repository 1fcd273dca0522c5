import "server-only";
import { formatIDR } from "@/lib/domain/money";
import { SANDBOX_CHANNELS } from "./channels";
import type { SandboxBill } from "./bill";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:12px;color:#222}
main{max-width:560px;margin:0 auto;min-width:0;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;font-size:13px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:6px 16px}
dt{color:#666}dd{margin:0;font-weight:600;overflow-wrap:anywhere}fieldset{border:1px solid #ddd;border-radius:6px;margin:16px 0}label{display:block;padding:4px 0}
.actions{display:flex;flex-wrap:wrap;gap:8px}button{padding:10px 16px;border-radius:4px;border:1px solid #333;background:#fff;cursor:pointer}
button[value=pay]{background:#0a7d32;color:#fff;border-color:#0a7d32}`;

export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/icon.svg"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

export function errorPage(message: string, status = 400): Response {
  return htmlPage("Payment sandbox", `<h1>Payment sandbox</h1><p role="alert">${esc(message)}</p>`, status);
}

/** The bill, the channels and the Pay, Leave Unpaid, Fail and Expire buttons; the form carries the signed bill back. */
export function billPage(bill: SandboxBill, signedFields: Record<string, string>): Response {
  const hidden = Object.entries(signedFields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  const groups = [...new Set(SANDBOX_CHANNELS.map((c) => c.group))];
  const channels = groups
    .map(
      (g) =>
        `<p><strong>${esc(g)}</strong></p>` +
        SANDBOX_CHANNELS.filter((c) => c.group === g)
          .map(
            (c, i) =>
              `<label><input type="radio" name="channel" value="${c.code}"${c.code === "702" && i === 0 ? " checked" : ""}> ${esc(c.name)} (${c.code})</label>`,
          )
          .join(""),
    )
    .join("");
  return htmlPage(
    "Payment sandbox",
    `<h1>Payment sandbox</h1><p class="note">Development payment page: a hosted payment page's form post, simulated. No money moves.</p>
<dl><dt>Merchant</dt><dd>${esc(bill.merchantName)}</dd><dt>Bill</dt><dd>${esc(bill.billDesc)}</dd><dt>Bill no</dt><dd>${esc(bill.orderId)}</dd>
<dt>Customer</dt><dd>${esc(bill.custName)} ${esc(bill.custEmail)}</dd><dt>Total</dt><dd data-testid="bill-total">${esc(formatIDR(Number(bill.billTotal)))}</dd></dl>
<form method="post" action="/payment-sandbox/complete">${hidden}<fieldset><legend>Payment channel</legend>${channels}</fieldset>
<div class="actions"><button type="submit" name="outcome" value="pay">Pay</button><button type="submit" name="outcome" value="later">Leave Unpaid</button><button type="submit" name="outcome" value="fail">Fail</button><button type="submit" name="outcome" value="expire">Expire</button></div></form>`,
  );
}
