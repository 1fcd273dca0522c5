/**
 * Issue #34, point 11, on the production build (port 3341), PGlite or PostgreSQL (the test file's own database): a
 * guest cart joins an account only for a request holding the device's key, the HttpOnly cookie its first add got.
 * A signed-in stranger who posts the victim's `local_device_id` (to sign-in or to POST auth/session) takes nothing;
 * the victim's own sign-up, from the browser holding the key, keeps the cart.
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3341);
const PASSWORD = "rahasia123";
let server: ServerHandle | null = null;
let addresses = 0;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, { TRUSTED_PROXY_HOPS: "1" });
}, 120_000);
afterAll(() => stopServer(server));

interface Answer {
  status: number;
  json: { data?: { access_token?: string; cart?: { cart_items?: { qty: number }[] } }; error?: { message: string } };
  cookies: string[];
}

async function request(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "x-forwarded-for": `198.18.0.${++addresses}` };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${server!.url}/api/v1/${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, json: (await res.json()) as Answer["json"], cookies: res.headers.getSetCookie() };
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

/** A guest's first add, and the device key cookie it got (its Set-Cookie, or "" when none came). */
async function guestCartWithALine(device: string): Promise<string> {
  for (const size of ["S", "M", "L", "XL"]) {
    const added = await request("POST", "cart", {
      body: { local_device_id: device, product_detail_id: 19, size, qty: 1 },
    });
    if (added.status === 200) return added.cookies.find((c) => c.startsWith("device_key=")) ?? "";
  }
  throw new Error("no size of product 19 in stock");
}

const lines = async (device: string, token?: string) =>
  (await request("GET", `cart?local_device_id=${device}`, { token })).json.data?.cart?.cart_items ?? [];
const guestLines = (device: string) => lines(device);

describe("cart takeover by device id (point 11)", () => {
  it("a signed-in stranger posting the victim's device id takes nothing; the victim's own sign-up keeps the cart", async () => {
    const victimDevice = randomUUID();
    const victimKeyCookie = await guestCartWithALine(victimDevice);
    expect(await guestLines(victimDevice)).toHaveLength(1);

    const strangerEmail = `taker-${randomUUID()}@example.com`;
    const stranger = await request("POST", "auth/sign-up", {
      body: { name: "Taker", gender: "MALE", email: strangerEmail, password: PASSWORD, password_conf: PASSWORD },
    });
    expect(stranger.status).toBe(200);
    const session = stranger.cookies.find((c) => c.startsWith("access_token="));
    expect(session).toBeDefined();

    // Sign-in naming the victim's device, with the stranger's own device key or none at all.
    const strangerKey = cookiePair(await guestCartWithALine(randomUUID()));
    for (const cookie of [undefined, strangerKey]) {
      const signedIn = await request("POST", "auth/sign-in", {
        body: { email: strangerEmail, password: PASSWORD, local_device_id: victimDevice },
        cookie,
      });
      expect(signedIn.status).toBe(200);
    }
    // The session hand-over naming it.
    const handedOver = await request("POST", "auth/session", {
      body: { local_device_id: victimDevice },
      cookie: cookiePair(session!),
    });
    expect(handedOver.status).toBe(200);

    expect(await guestLines(victimDevice)).toHaveLength(1);
    expect(await lines(randomUUID(), stranger.json.data!.access_token)).toHaveLength(0);

    // The victim's browser got its key with its first add, in a cookie its script cannot read; signing up from that
    // browser, the cart joins the new account.
    expect(victimKeyCookie).toMatch(/^device_key=[A-Za-z0-9_-]{43}; .*HttpOnly/);
    const victimKey = cookiePair(victimKeyCookie);
    const victim = await request("POST", "auth/sign-up", {
      body: {
        name: "Victim",
        gender: "FEMALE",
        email: `victim-${randomUUID()}@example.com`,
        password: PASSWORD,
        password_conf: PASSWORD,
        local_device_id: victimDevice,
      },
      cookie: victimKey,
    });
    expect(victim.status).toBe(200);
    expect(await lines(victimDevice, victim.json.data!.access_token)).toHaveLength(1);
    expect(await guestLines(victimDevice)).toHaveLength(0);
  });
});
