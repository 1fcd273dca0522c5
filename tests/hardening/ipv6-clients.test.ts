/**
 * Issue #47, point 5: an IPv6 subscriber is given a whole /64 and may use any address in it, so limits counted per
 * address gave one subscriber a fresh budget per address. Every per-client limit and hold now counts an IPv6 client
 * by its network of IPV6_PREFIX_BITS (64) bits (lib/server/http/client-address.ts, the one rule): 12 addresses of
 * one /64, written in several forms, share one budget, while another /64 keeps its own. Through the real route
 * handlers (the tests play the one trusted proxy, TRUSTED_PROXY_HOPS=1), and proxy.ts for the search page's gate.
 */
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as courierDestinations } from "@/app/api/v1/courier-destinations/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { POST as revalidate } from "@/app/api/v1/revalidate/route";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { hashingStats } from "@/lib/server/auth/password";
import { proxy } from "@/proxy";
import { call, type Envelope, type RouteHandler } from "../support/http";
import { firstSize, guestCart } from "../support/checkout-fixtures";

process.env.RATE_LIMIT_AUTH = "6/60";
process.env.RATE_LIMIT_SIGN_UP_TAKEN = "3/900";
process.env.RATE_LIMIT_COURIER_DESTINATIONS = "4/60";
process.env.RATE_LIMIT_PAYMENT_INVALID = "4/600";
process.env.PENDING_ORDERS_PER_ADDRESS = "3";
process.env.SIGN_IN_SLOWDOWN_MS = "0";

let nets = 0;
/**
 * The addresses of a new /64, each different and written a different way (full, zero-padded, upper-case, bracketed
 * with a port, an IPv4 tail), as a proxy may write them: the i-th of the network.
 */
function newNet(): (i: number) => string {
  const net = (nets += 1).toString(16);
  const forms = [
    (i: number) => `2001:db8:47:${net}::${(i + 1).toString(16)}`,
    (i: number) => `2001:0db8:0047:${net.padStart(4, "0")}:0000:0000:0000:${(i + 1).toString(16).padStart(4, "0")}`,
    (i: number) => `2001:DB8:47:${net}:FFFF:${(i + 1).toString(16).toUpperCase()}:0:1`,
    (i: number) => `[2001:db8:47:${net}:${(i + 1).toString(16)}::9]:443`,
    (i: number) => `2001:db8:47:${net}::a:${i + 1}.0.0.1`,
  ];
  return (i) => forms[i % forms.length]!(i);
}

const from = (address: string) => ({ "x-forwarded-for": address });

/**
 * 12 requests, each from another address of one /64: the first `allowed` pass and the others get 429 with one of
 * `messages`; an address of another /64 still passes.
 */
async function expectOneBudget(
  allowed: number,
  send: (address: string, i: number) => Promise<Envelope>,
  messages: string[] = [LIMIT_MSG.tooMany],
) {
  const address = newNet();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await send(address(i), i);
    statuses.push(res.status);
    if (res.status === 429) expect(messages).toContain(res.error?.message);
  }
  expect(statuses.slice(0, allowed).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(allowed)).toEqual(Array<number>(12 - allowed).fill(429));
  expect((await send(newNet()(0), 12)).status).not.toBe(429);
}

const post = (handler: RouteHandler, path: string, body: unknown) => (address: string) =>
  call(handler, "POST", path, { body, headers: from(address) });

describe("12 addresses of one IPv6 /64 share one client's budget (issue #47, point 5)", () => {
  it("sign-in: 5 failures for an email from one network lock that network for it (5 passwords checked)", async () => {
    const email = `v6-${randomUUID()}@example.com`;
    const password = "rahasia123";
    const made = await call(signUp, "POST", "/api/v1/auth/sign-up", {
      body: { name: "Six", gender: "FEMALE", email, password, password_conf: password },
      headers: from("203.0.113.60"),
    });
    expect(made.status).toBe(200);
    const before = hashingStats().verified;
    // The 6th is the sign-in throttle's refusal; past the sign-in family's 6 requests a minute, that limit's.
    await expectOneBudget(
      5,
      (address, i) => post(signIn, "/api/v1/auth/sign-in", { email, password: `wrong-${i}` })(address),
      [AUTH_MSG.throttled, LIMIT_MSG.tooMany],
    );
    // Another network's attempt (the last one) is checked: 6 passwords in all.
    expect(hashingStats().verified - before).toBe(6);
  });

  it("sign-up's 'email taken' answers", async () => {
    const email = `v6-taken-${randomUUID()}@example.com`;
    const body = { name: "Taken", gender: "MALE", email, password: "rahasia123", password_conf: "rahasia123" };
    expect((await post(signUp, "/api/v1/auth/sign-up", body)("203.0.113.61")).status).toBe(200);
    await expectOneBudget(3, (address) => post(signUp, "/api/v1/auth/sign-up", body)(address));
  });

  it("forgot-password (the sign-in family's limit)", async () => {
    await expectOneBudget(6, (address) =>
      post(forgotPassword, "/api/v1/auth/forgot-password", { email: `v6-${randomUUID()}@example.com` })(address),
    );
  });

  it("the secret guard: wrong secrets to revalidate", async () => {
    await expectOneBudget(10, (address) =>
      call(revalidate, "POST", "/api/v1/revalidate", {
        body: {},
        headers: { ...from(address), "x-revalidate-secret": "guess" },
      }),
    );
  });

  it("invalid payment notifications", async () => {
    await expectOneBudget(4, (address) =>
      call(notify, "POST", "/api/v1/payment/notification", { rawBody: "not a notification", headers: from(address) }),
    );
  });

  it("courier destination lookups", async () => {
    await expectOneBudget(4, (address) =>
      post(courierDestinations, "/api/v1/courier-destinations", { subdistrict_id: "32.73.07", address_zip: "40132" })(
        address,
      ),
    );
  });

  it("unpaid orders per address: a new device and email from each address of one /64", async () => {
    const size = await firstSize(19);
    const address = newNet();
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const device = await guestCart([{ productId: 19, sizeCode: size }]);
      const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
        body: {
          local_device_id: device,
          shipping_type: "PICKUP_ON_STORE",
          showroom_id: 2,
          guest_email: `v6-${device}@example.com`,
        },
        headers: from(address(i)),
      });
      statuses.push(res.status === 200 ? "200" : `${res.status} ${res.error?.message}`);
    }
    expect(statuses).toEqual(["200", "200", "200", ...Array(2).fill(`409 ${CHECKOUT_MSG.pendingLimitNetwork}`)]);
    const other = await guestCart([{ productId: 19, sizeCode: size }]);
    const elsewhere = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: other,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: 2,
        guest_email: `v6-${other}@example.com`,
      },
      headers: from(newNet()(0)),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("the search page's gate in proxy.ts (6 searches per client in 10 s)", () => {
    jest.useFakeTimers({ now: Math.ceil(Date.now() / 10_000) * 10_000 + 20_000 });
    try {
      const address = newNet();
      const statuses = Array.from({ length: 12 }, (_, i) => {
        jest.advanceTimersByTime(500);
        const request = new NextRequest(`http://shop.test/products?search=kemeja+${i}`, {
          headers: from(address(i)),
        });
        return proxy(request).status;
      });
      expect(statuses).toEqual([...Array<number>(6).fill(200), ...Array<number>(6).fill(429)]);
      jest.advanceTimersByTime(500);
      const other = new NextRequest("http://shop.test/products?search=kemeja", { headers: from(newNet()(0)) });
      expect(proxy(other).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
