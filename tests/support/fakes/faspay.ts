/**
 * A local fake of Faspay Xpress v4, written from Faspay's public documentation (docs/providers.md, "Faspay"), for
 * contract tests and for the live-mode checkout proof. Real HTTP on 127.0.0.1; no Faspay code.
 *
 *   const faspay = await startFakeFaspay({ merchantId: "31234", password: "secret", notifyUrl: `${shop}/api/v1/payment/notification` });
 *   // run the shop with FASPAY_BASE_URL=faspay.url (and FASPAY_MERCHANT_ID / FASPAY_PASSWORD / FASPAY_MERCHANT_NAME)
 *   ...checkout: the shop POSTs the bill to faspay.url + "/v4/post"; the browser opens the answer's redirect_url,
 *      a page of this fake with Pay / Leave Unpaid / Expire buttons (Pay: signed notification, then back to return_url)
 *   await faspay.pay(billNo, { format: "xml" });   // or without a browser: the signed notification, JSON or XML
 *   await faspay.expire(billNo);                    // payment_status_code 7
 *   faspay.returnUrl(billNo, "2");                  // the signed return (callback) URL the browser would come back to
 *   await faspay.stop();
 *
 * What it checks, as the Xpress v4 page documents: JSON body; merchant_id is ours; the mandatory fields (bill_no,
 * bill_date, bill_expired 'YYYY-MM-DD HH:mm:ss', bill_desc, bill_total, cust_no, cust_name, return_url, msisdn, email)
 * within their lengths; amounts in whole rupiah; item[] of { product, qty, amount }, amount the unit price (a
 * discount line's negative), the items (amount × qty) adding up to bill_gross and bill_gross + bill_miscfee to
 * bill_total, else 13 "Invalid Amount"; payment_channel an array when given; signature = sha1(md5(user_id + password +
 * bill_no + bill_total)). A missing, empty or invalid mandatory field
 * (msisdn included) is refused with 83 "Parameter is mandatory", as its "Status Response Code" page lists; `refuseNext`
 * makes it refuse the next valid bill with another documented code. It answers response_code "00" with trx_id
 * and redirect_url, or a refusal code. The same bill_no posted again while open answers the same trx_id and page; with
 * another total it is refused. Notifications carry signature = sha1(md5(user_id + password + bill_no +
 * payment_status_code)) and each acknowledgement the shop answers is kept in `acks`; an answer "00" that does not echo
 * the notification's trx_id, merchant_id, merchant and bill_no is no acknowledgement: it is noted in `unacknowledged`
 * and the notification is sent again, up to 3 times, as Faspay does.
 */
import { randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  NOTIFY_RETRIES,
  STATUS_DESC,
  ackOf,
  amountProblem,
  billSchema,
  escapeHtml,
  escapeXml,
  sign,
  wib,
  type ShopAnswer,
} from "./faspay-wire";

export type { ShopAnswer } from "./faspay-wire";

export interface FakeFaspayOptions {
  merchantId: string;
  password: string;
  merchantName?: string;
  /** "bot" + merchantId by default, as Faspay issues it. */
  userId?: string;
  /** The shop's notification URL (registered in Faspay's merchant page in real life). */
  notifyUrl?: string;
  port?: number;
}

export interface FakeBill {
  billNo: string;
  trxId: string;
  total: string;
  request: Record<string, unknown>;
  redirectUrl: string;
  status: "open" | "paid" | "expired" | "failed";
  posts: number;
}

export interface NotifyOptions {
  format?: "json" | "xml";
  notifyUrl?: string;
  /** Overrides of the notification's fields (tampering tests); the signature is computed before them. */
  override?: Record<string, string>;
  channel?: { uid: string; name: string };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": type, ...headers });
  res.end(body);
}

export async function startFakeFaspay(options: FakeFaspayOptions) {
  const merchantName = options.merchantName ?? "Toko Contoh";
  const userId = options.userId ?? `bot${options.merchantId}`;
  const bills = new Map<string, FakeBill>();
  const posts: { body: string; answer: Record<string, unknown> }[] = [];
  const acks: ShopAnswer[] = [];
  const refusals: { code: string; desc: string }[] = [];
  const unacknowledged: string[] = [];
  let url = "";

  const refuse = (code: string, desc: string, billNo = "") => ({
    response: "Transmisi Info Detil Pembelian",
    merchant_id: options.merchantId,
    bill_no: billNo,
    response_code: code,
    response_desc: desc,
  });

  function postBill(raw: string): Record<string, unknown> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuse("30", "Format Error");
    }
    const parsed = billSchema.safeParse(json);
    if (!parsed.success)
      return refuse(
        "83",
        `Parameter is mandatory: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    const b = parsed.data;
    if (b.merchant_id !== options.merchantId) return refuse("03", "Invalid Merchant", b.bill_no);
    if (b.signature.toLowerCase() !== sign(userId, options.password, b.bill_no, b.bill_total))
      return refuse("55", "Incorrect User/Password", b.bill_no);
    const amounts = amountProblem(b);
    if (amounts) return refuse("13", `Invalid Amount: ${amounts}`, b.bill_no);
    const forced = refusals.shift();
    if (forced) return refuse(forced.code, forced.desc, b.bill_no);
    const known = bills.get(b.bill_no);
    if (known && known.status === "paid") return refuse("81", "Already Been Paid", b.bill_no);
    if (known && known.total !== b.bill_total) return refuse("14", "Invalid Order", b.bill_no);
    const bill: FakeBill =
      known && known.status === "open"
        ? { ...known, posts: known.posts + 1, request: b }
        : (() => {
            const trxId = `${options.merchantId}${String(randomInt(1e10)).padStart(11, "0")}`;
            return {
              billNo: b.bill_no,
              trxId,
              total: b.bill_total,
              request: b,
              status: "open" as const,
              posts: 1,
              redirectUrl: `${url}/v4/pay/${trxId}?${new URLSearchParams({ trx_id: trxId, merchant_id: options.merchantId, bill_no: b.bill_no })}`,
            };
          })();
    bills.set(b.bill_no, bill);
    return {
      response: "Transmisi Info Detil Pembelian",
      trx_id: bill.trxId,
      merchant_id: options.merchantId,
      merchant: merchantName,
      bill_no: b.bill_no,
      bill_items: b.item ?? [],
      response_code: "00",
      response_desc: "Sukses",
      redirect_url: bill.redirectUrl,
    };
  }

  function bill(billNo: string): FakeBill {
    const found = bills.get(billNo);
    if (!found) throw new Error(`the fake Faspay has no bill ${billNo}`);
    return found;
  }

  /** Sends the signed notification of a status to the shop and returns its answer. */
  async function notify(billNo: string, statusCode: string, opts: NotifyOptions = {}): Promise<ShopAnswer> {
    const b = bill(billNo);
    const target = opts.notifyUrl ?? options.notifyUrl;
    if (!target) throw new Error("no notifyUrl given to the fake Faspay");
    const paid = statusCode === "2";
    const fields: Record<string, string> = {
      request: "Payment Notification",
      trx_id: b.trxId,
      merchant_id: options.merchantId,
      merchant: merchantName,
      bill_no: billNo,
      payment_reff: paid ? String(randomInt(1e9)) : "",
      payment_date: wib(),
      payment_status_code: statusCode,
      payment_status_desc: STATUS_DESC[statusCode] ?? "Unknown",
      bill_total: b.total,
      payment_total: paid ? b.total : "0",
      payment_channel_uid: opts.channel?.uid ?? "702",
      payment_channel: opts.channel?.name ?? "BCA Virtual Account",
      signature: sign(userId, options.password, billNo, statusCode),
      ...opts.override,
    };
    const xml = opts.format === "xml";
    const body = xml
      ? `<?xml version="1.0" encoding="UTF-8"?>\n<faspay>${Object.entries(fields)
          .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
          .join("")}</faspay>`
      : JSON.stringify(fields);
    // Faspay resends a notification that gets no acknowledgement, up to 3 times.
    let answer: ShopAnswer = { status: 0, contentType: "", body: "" };
    for (let attempt = 0; attempt <= NOTIFY_RETRIES; attempt++) {
      const res = await fetch(target, {
        method: "POST",
        headers: { "content-type": xml ? "text/xml" : "application/json" },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      answer = { status: res.status, contentType: res.headers.get("content-type") ?? "", body: await res.text() };
      acks.push(answer);
      const received = ackOf(answer, fields);
      if (received.problems.length) unacknowledged.push(`${billNo}: ${received.problems.join("; ")}`);
      if (!received.accepted) break;
      if (received.problems.length === 0) {
        b.status = paid ? "paid" : statusCode === "7" ? "expired" : statusCode === "3" ? "failed" : b.status;
        break;
      }
    }
    return answer;
  }

  /** The signed return (callback) URL Faspay sends the browser back to, on the bill's return_url. */
  function returnUrl(billNo: string, status: string): string {
    const b = bill(billNo);
    const target = new URL(String(b.request.return_url));
    const params = {
      trx_id: b.trxId,
      merchant_id: options.merchantId,
      merchant: merchantName,
      bill_no: billNo,
      bill_ref: billNo,
      bill_total: b.total,
      bank_user_name: String(b.request.cust_name),
      status,
      signature: sign(userId, options.password, billNo, status),
    };
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    return target.toString();
  }

  async function payPage(req: IncomingMessage, res: ServerResponse, trxId: string) {
    const b = [...bills.values()].find((x) => x.trxId === trxId);
    if (!b) return send(res, 404, "text/html; charset=utf-8", "<p>No such bill</p>");
    if (req.method === "POST") {
      const outcome = new URLSearchParams(await bodyOf(req)).get("outcome");
      const code = outcome === "pay" ? "2" : outcome === "expire" ? "7" : "1";
      if (code !== "1") await notify(b.billNo, code);
      return send(res, 303, "text/plain", "", { location: returnUrl(b.billNo, code) });
    }
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Faspay Xpress (fake)</title></head><body><main><h1>Faspay Xpress (fake)</h1>
<dl><dt>Bill</dt><dd>${escapeHtml(b.billNo)}</dd><dt>Total</dt><dd data-testid="bill-total">${escapeHtml(b.total)}</dd></dl>
<form method="post"><button name="outcome" value="pay">Pay</button><button name="outcome" value="later">Leave Unpaid</button><button name="outcome" value="expire">Expire</button></form></main></body></html>`;
    return send(res, 200, "text/html; charset=utf-8", page);
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    void (async () => {
      if (req.method === "POST" && path === "/v4/post") {
        const raw = await bodyOf(req);
        const answer = postBill(raw);
        posts.push({ body: raw, answer });
        return send(res, 200, "application/json", JSON.stringify(answer));
      }
      const page = /^\/v4\/pay\/(\d+)$/.exec(path);
      if (page) return payPage(req, res, page[1]!);
      return send(
        res,
        404,
        "application/json",
        JSON.stringify({ response_code: "40", response_desc: "Requested Function not Supported" }),
      );
    })().catch((error: unknown) => send(res, 500, "text/plain", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    bills,
    /** Every bill posted, with the fake's answer. */
    posts,
    /** Every answer the shop gave to a notification. */
    acks,
    /** Refuses the next valid bill with one of Xpress's documented codes (e.g. "18", "Invalid Customer or MSISDN is not found"). */
    refuseNext: (code: string, desc: string) => void refusals.push({ code, desc }),
    /** Answers that said "00" without echoing the notification (each was resent, as Faspay does): should stay empty. */
    unacknowledged,
    userId,
    pay: (billNo: string, opts?: NotifyOptions) => notify(billNo, "2", opts),
    expire: (billNo: string, opts?: NotifyOptions) => notify(billNo, "7", opts),
    fail: (billNo: string, opts?: NotifyOptions) => notify(billNo, "3", opts),
    notify,
    returnUrl,
    sign,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeFaspay = Awaited<ReturnType<typeof startFakeFaspay>>;
