/**
 * Promise 3, text renders as text: a product name and description and a shopper's address holding markup are
 * served by the production server as escaped text — no live <script> or <img onerror> in the HTML, and the
 * product's JSON-LD cannot be closed early. (e2e/security-xss.spec.ts checks the address in a browser.)
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_XSS_PORT ?? 3307));
const PRODUCT = 19;
const NAME = `Kaos <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> Polos`;
const STREET = `Jl. <img src=x onerror=alert(1)> <script>alert(2)</script> No. 1`;
let server: ServerHandle | null = null;
let originalName = "";

function liveMarkup(html: string): string[] {
  const found: string[] = [];
  if (/<script>window\.__pwned|<script>alert/.test(html)) found.push("live <script>");
  if (/<img src=x onerror|<img src="x" onerror/i.test(html)) found.push("live <img onerror>");
  return found;
}

describe("product text and addresses render as text", () => {
  /** Puts the product back and expires the shared catalogue cache again, so later servers of this build show the real name. */
  afterAll(async () => {
    await stopServer(server);
    if (!originalName) return;
    const db = await getDb();
    await db.update(products).set({ productName: originalName }).where(eq(products.id, PRODUCT));
    server = await startServer(PORT, { REVALIDATE_SECRET: "hardening-xss" });
    await fetch(`${server.url}/api/v1/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": "hardening-xss" },
      body: "{}",
    });
    await stopServer(server);
  }, 120_000);

  it("escapes markup in a product name on the product page, the listing and the JSON-LD", async () => {
    ensureBuild();
    const db = await getDb();
    originalName = (await db.select().from(products).where(eq(products.id, PRODUCT)))[0]!.productName;
    await db
      .update(products)
      .set({ productName: NAME, shortDescription: NAME, detailedDescription: NAME })
      .where(eq(products.id, PRODUCT));
    server = await startServer(PORT, { REVALIDATE_SECRET: "hardening-xss" });
    // The catalogue cache outlives a server (it lives in .next): expire it, as an editor's change would.
    const revalidated = await fetch(`${server.url}/api/v1/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": "hardening-xss" },
      body: "{}",
    });
    expect(revalidated.status).toBe(200);

    const page = await (await fetch(`${server.url}/product/${PRODUCT}`)).text();
    expect(liveMarkup(page)).toEqual([]);
    expect(page).toContain("Kaos &lt;script&gt;window.__pwned=1&lt;/script&gt;");
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    expect(ld).not.toContain("</script");
    expect(ld).not.toContain("<script");

    const api = (await (await fetch(`${server.url}/api/v1/product?id=${PRODUCT}`)).json()) as unknown;
    expect(JSON.stringify(api)).toContain("window.__pwned");
    expect(liveMarkup(await (await fetch(`${server.url}/products?search=Kaos`)).text())).toEqual([]);
  }, 180_000);

  it("escapes markup in a saved address street on the account page", async () => {
    const json = { "content-type": "application/json" };
    const email = `xss-${Date.now()}@example.com`;
    const up = await fetch(`${server!.url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Xss", gender: "MALE", email, password: "rahasia123", password_conf: "rahasia123" }),
    });
    const token = ((await up.json()) as { data: { access_token: string } }).data.access_token;
    const saved = await fetch(`${server!.url}/api/v1/user/address`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        address_label: "Rumah",
        recipient_name: "<b>Budi</b>",
        recipient_phone: "0812-3456-7890",
        recipient_zip: "40162",
        address_street: STREET,
        province_id: "32",
        city_id: "32.73",
        subdistrict_id: "32.73.07",
        address_notes: "<svg onload=alert(3)>",
      }),
    });
    expect(saved.status).toBe(200);
    const html = await (
      await fetch(`${server!.url}/account/shipping-address`, { headers: { cookie: `access_token=${token}` } })
    ).text();
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(liveMarkup(html)).toEqual([]);
    expect(html).not.toContain("<svg onload");
    expect(html).not.toContain("<b>Budi</b>");
  });
});
