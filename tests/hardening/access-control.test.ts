/**
 * Promise 4, access control: every user/*, wishlist, cart and checkout call made with no token, an expired token, a
 * revoked token or another shopper's token gets 401/403 or an empty result — never the victim's data — and changes
 * nothing of the victim's. A guessed (format-valid, random) device id reveals no cart.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as address from "@/app/api/v1/user/address/route";
import * as addressPrimary from "@/app/api/v1/user/address-primary/route";
import * as changePassword from "@/app/api/v1/user/change-password/route";
import * as subscribe from "@/app/api/v1/user/newsletter/subscribe/route";
import * as unsubscribe from "@/app/api/v1/user/newsletter/unsubscribe/route";
import * as profile from "@/app/api/v1/user/profile/route";
import * as wishlist from "@/app/api/v1/user/wishlist/route";
import * as cart from "@/app/api/v1/cart/route";
import * as decrement from "@/app/api/v1/cart-item-decrement-qty/route";
import * as increment from "@/app/api/v1/cart-item-increment-qty/route";
import * as removeLine from "@/app/api/v1/cart-item-remove/route";
import * as checkout from "@/app/api/v1/checkout/route";
import * as checkoutTrx from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { cartItems, carts, sessions, userAddresses, users, wishlists } from "@/lib/db/schema";
import { hashToken } from "@/lib/server/auth/tokens";
import { call, type RouteHandler } from "../support/http";
import { createSession } from "../support/sessions";
import { firstSize } from "../support/checkout-fixtures";
import { signUpVictim, type Victim } from "../support/hardening-shoppers";

const PRODUCT = 19;

interface Probe {
  name: string;
  handler: RouteHandler;
  method: string;
  path: string;
  query?: (v: Victim) => Record<string, string | number>;
  body?: (v: Victim) => unknown;
}

/** The intruder's own words, so an echo of their own input is not mistaken for a leak (a change is caught by victimFacts). */
const intruderAddress = (v: Victim) => ({
  ...v.addressBody("Hacked"),
  recipient_name: "Penyusup",
  address_street: "Jl. Penyusup 1",
  address_notes: "",
});

function probes(size: string): Probe[] {
  const line = (v: Victim) => ({ local_device_id: v.device, product_detail_id: PRODUCT, size, qty: 1 });
  return [
    { name: "GET user/profile", handler: profile.GET, method: "GET", path: "/api/v1/user/profile" },
    {
      name: "POST user/profile",
      handler: profile.POST,
      method: "POST",
      path: "/api/v1/user/profile",
      body: (v) => ({ name: "Intruder", gender: "MALE", email: v.email }),
    },
    {
      name: "POST user/change-password",
      handler: changePassword.POST,
      method: "POST",
      path: "/api/v1/user/change-password",
      body: () => ({
        old_password: "rahasia123",
        new_password: "intruder123",
        new_password_conf: "intruder123",
        password: "intruder123",
        password_conf: "intruder123",
      }),
    },
    { name: "GET user/address", handler: address.GET, method: "GET", path: "/api/v1/user/address" },
    {
      name: "POST user/address",
      handler: address.POST,
      method: "POST",
      path: "/api/v1/user/address",
      body: (v) => intruderAddress(v),
    },
    {
      name: "PUT user/address",
      handler: address.PUT,
      method: "PUT",
      path: "/api/v1/user/address",
      body: (v) => ({ ...intruderAddress(v), user_address_id: v.addressId }),
    },
    {
      name: "DELETE user/address",
      handler: address.DELETE,
      method: "DELETE",
      path: "/api/v1/user/address",
      query: (v) => ({ user_address_id: v.addressId }),
    },
    {
      name: "POST user/address-primary",
      handler: addressPrimary.POST,
      method: "POST",
      path: "/api/v1/user/address-primary",
      body: (v) => ({ user_address_id: v.secondAddressId }),
    },
    {
      name: "POST user/newsletter/subscribe",
      handler: subscribe.POST,
      method: "POST",
      path: "/api/v1/user/newsletter/subscribe",
    },
    {
      name: "POST user/newsletter/unsubscribe",
      handler: unsubscribe.POST,
      method: "POST",
      path: "/api/v1/user/newsletter/unsubscribe",
    },
    { name: "GET user/wishlist", handler: wishlist.GET, method: "GET", path: "/api/v1/user/wishlist" },
    {
      name: "GET user/wishlist?product",
      handler: wishlist.GET,
      method: "GET",
      path: "/api/v1/user/wishlist",
      query: () => ({ product_detail_id: PRODUCT }),
    },
    {
      name: "POST user/wishlist",
      handler: wishlist.POST,
      method: "POST",
      path: "/api/v1/user/wishlist",
      body: () => ({ product_detail_id: 43 }),
    },
    {
      name: "DELETE user/wishlist",
      handler: wishlist.DELETE,
      method: "DELETE",
      path: "/api/v1/user/wishlist",
      query: () => ({ product_detail_id: PRODUCT }),
    },
    // Cart and checkout calls name the victim's own device id: a token that is not the victim's must not reach their cart.
    {
      name: "GET cart",
      handler: cart.GET,
      method: "GET",
      path: "/api/v1/cart",
      query: (v) => ({ local_device_id: v.device }),
    },
    {
      name: "POST cart",
      handler: cart.POST,
      method: "POST",
      path: "/api/v1/cart",
      body: (v) => ({ ...line(v), product_detail_id: 47 }),
    },
    {
      name: "POST cart-item-increment-qty",
      handler: increment.POST,
      method: "POST",
      path: "/api/v1/cart-item-increment-qty",
      body: line,
    },
    {
      name: "POST cart-item-decrement-qty",
      handler: decrement.POST,
      method: "POST",
      path: "/api/v1/cart-item-decrement-qty",
      body: line,
    },
    {
      name: "DELETE cart-item-remove",
      handler: removeLine.DELETE,
      method: "DELETE",
      path: "/api/v1/cart-item-remove",
      query: (v) => ({ local_device_id: v.device, product_detail_id: PRODUCT, size }),
    },
    {
      name: "POST checkout",
      handler: checkout.POST,
      method: "POST",
      path: "/api/v1/checkout",
      body: (v) => ({ local_device_id: v.device }),
    },
    {
      name: "POST checkout-trx",
      handler: checkoutTrx.POST,
      method: "POST",
      path: "/api/v1/checkout-trx",
      body: (v) => ({
        local_device_id: v.device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 3,
        user_address_id: v.addressId,
        shipping_service_name: "REG",
      }),
    },
  ];
}

async function victimFacts(v: Victim) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, v.userId));
  const addresses = await db.select().from(userAddresses).where(eq(userAddresses.userId, v.userId));
  const wished = await db.select().from(wishlists).where(eq(wishlists.userId, v.userId));
  const lines = await db
    .select({ productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, v.userId));
  return {
    name: user!.name,
    email: user!.email,
    passwordHash: user!.passwordHash,
    addresses: addresses.map((a) => [a.id, a.label, a.addressStreet, a.isPrimary]).sort(),
    wished: wished.map((w) => w.productId).sort(),
    lines: lines.map((l) => [l.productId, l.qty]).sort(),
  };
}

describe("another shopper's data is never reachable", () => {
  let victim: Victim;
  let size: string;
  const credentials: Record<string, () => Promise<string | undefined>> = {};

  beforeAll(async () => {
    size = await firstSize(PRODUCT);
    victim = await signUpVictim({ product: PRODUCT, size });
    const intruder = await signUpVictim({ product: 43, size: await firstSize(43) });
    credentials["no token"] = async () => undefined;
    credentials["an expired token"] = async () => createSession(victim.userId, { expired: true });
    credentials["a revoked token"] = async () => {
      const token = await createSession(victim.userId);
      const db = await getDb();
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      return token;
    };
    credentials["a malformed token"] = async () => "not-a-token";
    credentials["another shopper's token"] = async () => intruder.token;
  });

  it("answers 401/403 or an empty result to every caller who is not the victim, and changes none of the victim's data", async () => {
    const before = await victimFacts(victim);
    const leaks: string[] = [];
    for (const [who, token] of Object.entries(credentials)) {
      for (const probe of probes(size)) {
        const res = await call(probe.handler, probe.method, probe.path, {
          token: await token(),
          query: probe.query?.(victim),
          body: probe.body?.(victim),
        });
        const text = JSON.stringify(res);
        for (const secret of victim.secrets)
          if (text.includes(secret)) leaks.push(`${probe.name} with ${who} → ${res.status} reveals ${secret}`);
        if (
          who !== "another shopper's token" &&
          res.status === 200 &&
          probe.name.startsWith("GET user/") &&
          !isEmpty(res.data)
        )
          leaks.push(`${probe.name} with ${who} → 200 ${text.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await victimFacts(victim)).toEqual(before);
    // The victim still sees everything with their own token.
    const own = await call(address.GET, "GET", "/api/v1/user/address", { token: victim.token });
    expect(JSON.stringify(own)).toContain(victim.street);
  }, 120_000);

  it("a guessed device id (format-valid, random) reveals no cart", async () => {
    for (let i = 0; i < 50; i++) {
      const res = await call(cart.GET, "GET", "/api/v1/cart", { query: { local_device_id: randomUUID() } });
      expect([200, 401, 403, 404]).toContain(res.status);
      const items = (res.data.cart as { cart_items?: unknown[] } | undefined)?.cart_items ?? [];
      expect(items).toEqual([]);
    }
    // Not even the victim's own device id opens the signed-in victim's cart without the victim's token.
    const byDevice = await call(cart.GET, "GET", "/api/v1/cart", { query: { local_device_id: victim.device } });
    expect(JSON.stringify(byDevice)).not.toContain(victim.street);
    expect((byDevice.data.cart as { cart_items?: unknown[] } | undefined)?.cart_items ?? []).toEqual([]);
  });
});

function isEmpty(data: Record<string, unknown>): boolean {
  return Object.values(data).every((v) => v == null || (Array.isArray(v) && v.length === 0) || v === false);
}
