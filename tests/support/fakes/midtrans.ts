/**
 * A local fake of Midtrans Snap for contract tests and the live-mode checkout proof, written from docs.midtrans.com
 * (Snap "Backend Integration", "Window Redirection", "Get Transaction Status", "HTTP(S) Notification / Webhooks").
 *
 *   const midtrans = await startFakeMidtrans({ serverKey: "SB-Mid-server-test" });
 *   // shop: PAYMENT_PROVIDER=midtrans MIDTRANS_SERVER_KEY=SB-Mid-server-test
 *   //       MIDTRANS_SNAP_URL=midtrans.snapUrl MIDTRANS_API_URL=midtrans.apiUrl
 *   await midtrans.settle(orderId);   // or expire / deny / cancel / pending / challenge / refund / chargeback
 *   await midtrans.stop();
 *
 * What it serves:
 * - POST /snap/v1/transactions: basic auth with the server key and an empty password (401 otherwise), the body
 *   checked (400 { error_messages } when gross_amount is not the sum of item_details…); 201 { token, redirect_url }.
 *   An order_id is used once ("JSON Objects": "A single ID could be used only once by a Merchant"; "Code 4xx": 406
 *   "Duplicate order ID"): creating again with one already created, paid or not, is refused with Snap's answer,
 *   400 { error_messages: ["transaction_details.order_id has already been taken"] }.
 *   X-Override-Notification, when sent, is where its notifications go; else `notifyUrl`.
 * - GET /snap/v2/vtweb/{token}: the payment page a browser opens, with buttons "Pay", "Leave unpaid", "Deny" and
 *   "Let it expire". A button sets the status, sends the signed notification and redirects the browser to
 *   callbacks.finish?order_id=…&status_code=…&transaction_status=… (303).
 * - POST /v2/{order_id or transaction_id}/refund ("Refund Transaction"): refunds a settled transaction of a way to pay
 *   Midtrans refunds (412 for bank transfers), once per refund_key, never above what is left.
 * - GET /v2/{order_id}/status: the transaction as it stands (404 { status_code: "404" } before a way to pay was
 *   picked); basic auth as above.
 * A "deny" (a card refused by its bank) leaves the page open, as Snap does: "Pay" still settles it by another method.
 * Helpers: settle/expire/deny/cancel/pending/refund/chargeback/challenge set a status and notify (settle(orderId,
 * { notify: false }) only changes what the status API answers); `notify(orderId, overrides)` sends the current
 * status with any field replaced (a forged signature, another amount); `transactions`, `requests` (what the shop
 * sent) and `deliveries` (each notification and the shop's answer) to inspect.
 * `deliver` replaces fetch for the notifications (integration tests call the route handler directly).
 * The helpers take an order_id, or a prefix the shop put before `-<suffix>`: then the newest transaction under it
 * (`transaction(id)` finds it the same way).
 * Faults: `loseNextCreate()` creates the next transaction and drops the connection without an answer (the shop never
 * learns the token, as after a timeout); `delays.create` and `delays.status` (ms) hold those answers back.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { snapBodySchema, statusCodeOf, transactionJson, type FakeStatus, type FakeTransaction } from "./midtrans-wire";
import { payPage } from "./midtrans-page";

export interface FakeMidtransOptions {
  serverKey: string;
  /** Where notifications go when the create call sent no X-Override-Notification. */
  notifyUrl?: string;
  port?: number;
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface Delivery {
  status: number;
  body: string;
}

type Outcome = { notify?: boolean; amount?: number };

export interface FakeMidtrans {
  url: string;
  /** The transaction under this order_id, or the newest whose order_id is `${id}-…`. */
  transaction(id: string): FakeTransaction | undefined;
  loseNextCreate(): void;
  delays: { create: number; status: number };
  snapUrl: string;
  apiUrl: string;
  transactions: Map<string, FakeTransaction>;
  requests: { method: string; path: string; auth: string | null; body: unknown }[];
  /** Every notification sent, with the shop's answer. */
  deliveries: (Delivery & { orderId: string; sent: Record<string, unknown> })[];
  settle(orderId: string, o?: Outcome): Promise<Delivery | null>;
  challenge(orderId: string, o?: Outcome): Promise<Delivery | null>;
  pending(orderId: string, o?: Outcome): Promise<Delivery | null>;
  deny(orderId: string, o?: Outcome): Promise<Delivery | null>;
  cancel(orderId: string, o?: Outcome): Promise<Delivery | null>;
  expire(orderId: string, o?: Outcome): Promise<Delivery | null>;
  refund(orderId: string, o?: Outcome): Promise<Delivery | null>;
  /** The card's bank took the money back ("Transaction Status Cycle": settlement → chargeback). */
  chargeback(orderId: string, o?: Outcome): Promise<Delivery | null>;
  notify(orderId: string, overrides?: Record<string, string>): Promise<Delivery>;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json",
    ...headers,
  });
  res.end(text);
}

export async function startFakeMidtrans(options: FakeMidtransOptions): Promise<FakeMidtrans> {
  const { serverKey } = options;
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;
  const transactions = new Map<string, FakeTransaction>();
  const byToken = new Map<string, string>();
  const requests: FakeMidtrans["requests"] = [];
  const deliveries: FakeMidtrans["deliveries"] = [];
  const deliver = options.deliver ?? ((url: string, init: RequestInit) => fetch(url, init));
  const delays = { create: 0, status: 0 };
  let loseNext = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  function find(id: string): FakeTransaction | undefined {
    const exact = transactions.get(id);
    if (exact) return exact;
    let newest: FakeTransaction | undefined;
    for (const t of transactions.values()) if (t.orderId.startsWith(`${id}-`)) newest = t;
    return newest;
  }

  async function notify(id: string, overrides: Record<string, string> = {}, amount?: number): Promise<Delivery> {
    const t = find(id);
    const orderId = t?.orderId ?? id;
    if (!t?.status) throw new Error(`fake midtrans: no transaction status for ${orderId}`);
    const url = t.notifyUrl ?? options.notifyUrl;
    if (!url) throw new Error("fake midtrans: nowhere to send the notification");
    const body = { ...transactionJson({ ...t, status: t.status }, serverKey, false, amount), ...overrides };
    const res = await deliver(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const delivery = { status: res.status, body: await res.text() };
    deliveries.push({ ...delivery, orderId, sent: body });
    return delivery;
  }

  async function setStatus(
    id: string,
    status: FakeStatus,
    fraud: FakeTransaction["fraudStatus"],
    o: Outcome = {},
  ): Promise<Delivery | null> {
    const t = find(id);
    if (!t) throw new Error(`fake midtrans: unknown order ${id}`);
    // A refused card leaves Snap's page open: the shopper may then pay by another method (a transfer here).
    if (status === "settlement" && t.status === "deny") t.paymentType = "bank_transfer";
    t.status = status;
    t.fraudStatus = fraud;
    if (status === "capture" || status === "deny") t.paymentType = "credit_card";
    if (status === "settlement") t.settledAt = new Date();
    return o.notify === false ? null : notify(t.orderId, {}, o.amount);
  }

  async function snapCreate(req: IncomingMessage, res: ServerResponse, raw: string) {
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, {
        error_messages: ["Access denied due to unauthorized transaction, please check client or server key"],
      });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      return send(res, 400, {
        error_messages: ["The request cannot be processed due to malformed syntax in the request body"],
      });
    }
    const parsed = snapBodySchema.safeParse(json);
    if (!parsed.success)
      return send(res, 400, { error_messages: parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`) });
    const body = parsed.data;
    const { order_id: orderId, gross_amount: gross } = body.transaction_details;
    if (body.item_details && body.item_details.reduce((sum, i) => sum + i.price * i.quantity, 0) !== gross) {
      return send(res, 400, {
        error_messages: ["transaction_details.gross_amount is not equal to the sum of item_details"],
      });
    }
    if (transactions.has(orderId)) {
      return send(res, 400, { error_messages: ["transaction_details.order_id has already been taken"] });
    }
    const token = randomUUID();
    const override = req.headers["x-override-notification"];
    transactions.set(orderId, {
      orderId,
      grossAmount: gross,
      body,
      token,
      transactionId: randomUUID(),
      notifyUrl: typeof override === "string" ? override.split(",")[0]!.trim() : null,
      status: null,
      fraudStatus: "accept",
      paymentType: "bank_transfer",
      settledAt: null,
    });
    byToken.set(token, orderId);
    if (delays.create) await sleep(delays.create);
    if (loseNext) {
      loseNext = false;
      res.destroy();
      return;
    }
    return send(res, 201, { token, redirect_url: `${base}/snap/v2/vtweb/${token}` });
  }

  async function statusApi(req: IncomingMessage, res: ServerResponse, orderId: string) {
    if (req.headers.authorization !== expectedAuth)
      return send(res, 401, {
        status_code: "401",
        status_message: "Access denied due to unauthorized transaction, please check client or server key",
      });
    if (delays.status) await sleep(delays.status);
    if (res.socket?.destroyed) return;
    const t = transactions.get(orderId);
    if (!t?.status)
      return send(res, 404, { status_code: "404", status_message: "Transaction doesn't exist.", id: randomUUID() });
    return send(res, 200, transactionJson({ ...t, status: t.status }, serverKey, true));
  }

  /** Refunds given, by refund_key: the same key again answers the same refund (Midtrans "Refund Transaction"). */
  const refunds = new Map<string, { orderId: string; amount: number; id: number }>();

  /**
   * POST /v2/{order_id or transaction_id}/refund ("Refund Transaction"): only a settled (or captured) transaction, of
   * a way to pay Midtrans refunds (cards, e-wallets, QRIS: not bank transfer, 412), and never more than is left.
   */
  function refundApi(res: ServerResponse, id: string, raw: unknown) {
    const t = find(id) ?? [...transactions.values()].find((x) => x.transactionId === id);
    if (!t?.status)
      return send(res, 200, { status_code: "404", status_message: "The requested resource is not found" });
    const body = (raw ?? {}) as { refund_key?: string; amount?: number; reason?: string };
    const key = body.refund_key ?? `auto-${refunds.size + 1}`;
    const again = refunds.get(key);
    const answer = (r: { amount: number; id: number }, status: FakeStatus) =>
      send(res, 200, {
        status_code: "200",
        status_message: "Success, refund request is approved",
        transaction_id: t.transactionId,
        order_id: t.orderId,
        gross_amount: `${t.grossAmount}.00`,
        currency: "IDR",
        payment_type: t.paymentType,
        transaction_status: status,
        refund_chargeback_id: r.id,
        refund_amount: `${r.amount}.00`,
        refund_key: key,
      });
    if (again) return answer(again, t.status);
    if (!["settlement", "capture", "partial_refund"].includes(t.status))
      return send(res, 200, {
        status_code: "412",
        status_message: "Merchant cannot modify the status of the transaction",
      });
    if (!["credit_card", "gopay", "shopeepay", "qris", "dana", "ovo", "akulaku", "kredivo"].includes(t.paymentType))
      return send(res, 200, { status_code: "412", status_message: "Refund is not supported for this payment type" });
    const given = [...refunds.values()].filter((r) => r.orderId === t.orderId).reduce((n, r) => n + r.amount, 0);
    const amount = body.amount ?? t.grossAmount - given;
    if (amount <= 0 || given + amount > t.grossAmount)
      return send(res, 200, { status_code: "413", status_message: "The refund amount is above what can be refunded" });
    const made = { orderId: t.orderId, amount, id: refunds.size + 1 };
    refunds.set(key, made);
    t.status = given + amount === t.grossAmount ? "refund" : "partial_refund";
    return answer(made, t.status);
  }

  async function payPageAction(res: ServerResponse, token: string, raw: string) {
    const orderId = byToken.get(token);
    const t = orderId ? transactions.get(orderId) : undefined;
    if (!t)
      return send(res, 404, "<!doctype html><title>Snap</title><p>This payment page has expired or was replaced.</p>");
    const outcome = new URLSearchParams(raw).get("outcome");
    const status: FakeStatus | null =
      outcome === "pay"
        ? "settlement"
        : outcome === "later"
          ? "pending"
          : outcome === "deny"
            ? "deny"
            : outcome === "expire"
              ? "expire"
              : null;
    if (!status) return send(res, 400, "<!doctype html><title>Snap</title><p>Unknown outcome.</p>");
    await setStatus(t.orderId, status, "accept");
    const finish = t.body.callbacks?.finish;
    if (!finish) return send(res, 200, "<!doctype html><title>Snap</title><p>Done. No finish URL was given.</p>");
    const back = new URL(finish);
    back.searchParams.set("merchant_id", "G000000000");
    back.searchParams.set("order_id", t.orderId);
    back.searchParams.set("status_code", statusCodeOf(status, false));
    back.searchParams.set("transaction_status", status);
    return send(res, 303, "", { location: back.toString() });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const raw = await readBody(req);
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // a form post or junk: kept as text
      }
      requests.push({ method: req.method ?? "", path, auth: req.headers.authorization ?? null, body });
      const page = /^\/snap\/v2\/vtweb\/([\w-]+)(\/complete)?$/.exec(path);
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === "POST" && path === "/snap/v1/transactions") return snapCreate(req, res, raw);
      if (req.method === "GET" && status) return statusApi(req, res, decodeURIComponent(status[1]!));
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (req.method === "POST" && refund) return refundApi(res, decodeURIComponent(refund[1]!), body);
      if (page && req.method === "GET" && !page[2]) {
        const orderId = byToken.get(page[1]!);
        const t = orderId ? transactions.get(orderId) : undefined;
        return t
          ? send(res, 200, payPage(t))
          : send(res, 404, "<!doctype html><title>Snap</title><p>This payment page has expired or was replaced.</p>");
      }
      if (page && req.method === "POST" && page[2]) return payPageAction(res, page[1]!, raw);
      return send(res, 404, { status_code: "404", status_message: "The requested resource is not found" });
    })().catch((err: unknown) => send(res, 500, { status_code: "500", status_message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    snapUrl: `${base}/snap/v1`,
    apiUrl: base,
    transactions,
    transaction: find,
    loseNextCreate: () => {
      loseNext = true;
    },
    delays,
    requests,
    deliveries,
    settle: (id, o) => setStatus(id, "settlement", "accept", o),
    challenge: (id, o) => setStatus(id, "capture", "challenge", o),
    pending: (id, o) => setStatus(id, "pending", "accept", o),
    // Declined by the card's bank: Midtrans' "Bank Response Codes" sample (credit_card, deny, status_code 202).
    deny: (id, o) => setStatus(id, "deny", "accept", o),
    cancel: (id, o) => setStatus(id, "cancel", "accept", o),
    expire: (id, o) => setStatus(id, "expire", "accept", o),
    refund: (id, o) => setStatus(id, "refund", "accept", o),
    chargeback: (id, o) => setStatus(id, "chargeback", "accept", o),
    notify: (id, overrides) => notify(id, overrides),
    stop: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/** A random server key in Midtrans' sandbox format. */
export const fakeServerKey = () => `SB-Mid-server-${randomBytes(12).toString("base64url")}`;
