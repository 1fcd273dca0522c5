import { asc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { GET as getMedia } from "@/app/media/[...path]/route";
import { POST as catalogEndpoint } from "@/app/api/ops/catalog/route";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getStock } from "@/app/api/v1/product-stock/route";
import { POST as postAlert } from "@/app/api/v1/user/stock-alerts/route";
import { POST as postWishlist } from "@/app/api/v1/user/wishlist/route";
import { getDb } from "@/lib/db";
import { catalogPhotos, mailOutbox, productImages, productPriceHistory, products } from "@/lib/db/schema";
import { runImport } from "@/lib/server/catalog/catalog-commands";
import { folderSource } from "@/lib/db/catalog-import/source";
import { FIXTURE, fixtureFiles, pngPhoto } from "../support/catalog-fixture";
import { catalogCounts, catalogFolder, emptyShop } from "../support/catalog-import";
import { call } from "../support/http";
import { newShopper } from "./orders-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));

let photo: Buffer;
const importFolder = async (dir: string, flags: { dryRun?: boolean; deactivateMissing?: boolean } = {}) =>
  runImport(await folderSource(dir), {
    dryRun: flags.dryRun ?? false,
    deactivateMissing: flags.deactivateMissing ?? false,
  });
const fixture = async (overrides: Record<string, string> = {}) =>
  catalogFolder(fixtureFiles(overrides), { "front.png": photo });

beforeAll(async () => {
  photo = await pngPhoto();
  await emptyShop();
});

describe("npm run catalog -- import, into an empty shop", () => {
  it("a dry run reports what it would do and writes nothing", async () => {
    const before = await catalogCounts();
    const out = await importFolder(await fixture(), { dryRun: true });
    expect(out.code).toBe(0);
    expect(out.lines[0]).toBe("dry run: nothing was written; the import would do this:");
    expect(out.lines).toContain("products   created 2, updated 0, unchanged 0, deactivated 0");
    expect(await catalogCounts()).toEqual(before);
  });

  it("creates categories, products, sizes, photos, showrooms and stock, and the shop sells them", async () => {
    const out = await importFolder(await fixture());
    expect(out).toMatchObject({ code: 0, changed: true });
    expect(out.lines).toEqual([
      "imported:",
      "categories created 2, updated 0, unchanged 0, deactivated 0",
      "products   created 2, updated 0, unchanged 0, deactivated 0",
      "sizes      created 3, updated 0, unchanged 0, deactivated 0",
      "images     created 2, updated 0, unchanged 0, deactivated 0",
      "photos     created 1, updated 0, unchanged 0, deactivated 0",
      "showrooms  created 1, updated 0, unchanged 0, deactivated 0",
      "stock      created 3, updated 0, unchanged 0, deactivated 0",
    ]);
    const listing = await call(getProducts, "GET", "/api/v1/products", { query: { page: 1, limit: 8 } });
    expect((listing.data.products as { product_name: string }[]).map((p) => p.product_name).sort()).toEqual([
      "Kaos Import Hitam",
      "Kaos Import Putih",
    ]);
    const db = await getDb();
    const [black] = await db.select().from(products).where(eq(products.productCode, "IMP-0001"));
    const page = await call(getProduct, "GET", "/api/v1/product", { query: { id: black!.id } });
    expect(page.data.product).toMatchObject({
      product_name: "Kaos Import Hitam",
      retail_price: 150000,
      net_price: 120000,
      sizes: [
        { size_code: "S", is_available: true },
        { size_code: "M", size_name: "Medium", is_available: false },
      ],
    });
    const images = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, black!.id))
      .orderBy(asc(productImages.sortOrder));
    expect(images.map((i) => [i.imageType, i.imageUrl])).toEqual([
      ["COVER", expect.stringMatching(/^\/media\/catalog\/[0-9a-f]{32}\.png$/)],
      ["GALLERY", "/media/products/x.webp"],
    ]);
    const [stored] = await db.select().from(catalogPhotos).where(eq(catalogPhotos.urlPath, images[0]!.imageUrl));
    expect(stored).toMatchObject({ contentType: "image/png", width: 8, height: 8 });
    expect(Buffer.compare(stored!.bytes, photo)).toBe(0);
    // Served from the database, so every instance of the shop serves it (next/image reads it from this address).
    const segments = images[0]!.imageUrl.replace(/^\/media\//, "").split("/");
    const served = await getMedia(new Request(`http://localhost${images[0]!.imageUrl}`), {
      params: Promise.resolve({ path: segments }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo)).toBe(0);
    const missing = await getMedia(new Request("http://localhost/media/catalog/0.png"), {
      params: Promise.resolve({ path: ["catalog", "0.png"] }),
    });
    expect(missing.status).toBe(404);
    const stock = await call(getStock, "GET", "/api/v1/product-stock", { query: { id: black!.id } });
    expect(stock.status).toBe(200);
  });

  it("a second run of the same files changes nothing and says so", async () => {
    const history = (await (await getDb()).select().from(productPriceHistory)).length;
    const out = await importFolder(await fixture());
    expect(out).toMatchObject({ code: 0, changed: false });
    expect(out.lines[0]).toBe("imported: nothing changed");
    for (const line of out.lines.slice(1)) expect(line).toMatch(/created 0, updated 0, unchanged \d+, deactivated 0$/);
    expect((await (await getDb()).select().from(productPriceHistory)).length).toBe(history);
  });

  it("a changed price updates that product only and writes the change to the price history", async () => {
    const out = await importFolder(
      await fixture({ "products.csv": FIXTURE["products.csv"].replace(",99000,99000,", ",109000,99000,") }),
    );
    expect(out.lines).toContain("products   created 0, updated 1, unchanged 1, deactivated 0");
    const db = await getDb();
    const [white] = await db.select().from(products).where(eq(products.productCode, "IMP-0002"));
    expect(white).toMatchObject({ retailPrice: 109000, netPrice: 99000, isSale: true });
    const history = await db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, white!.id));
    expect(history).toEqual([
      expect.objectContaining({ fromRetailPrice: 99000, toRetailPrice: 109000, note: "catalog import" }),
    ]);
  });

  it("a bad file writes nothing, not even the good rows, and answers every problem", async () => {
    const before = await catalogCounts();
    const bad = FIXTURE["products.csv"]
      .replace("Kaos Import Hitam", "Kaos Import Hitam Baru")
      .replace(",99000,99000,", ",-5,99000,");
    const out = await importFolder(
      await fixture({ "products.csv": bad, "stock.csv": `${FIXTURE["stock.csv"]}\nIMP-0001-S,Toko Lain,1` }),
    );
    expect(out.code).toBe(1);
    expect(out.lines).toEqual([
      "2 problem(s); nothing was imported.",
      "products.csv line 4, column retail_price: must be a whole number of rupiah ≥ 0",
      'stock.csv line 5, column showroom: unknown showroom "Toko Lain" (not in showrooms.csv)',
    ]);
    expect(await catalogCounts()).toEqual(before);
    const [black] = await (await getDb()).select().from(products).where(eq(products.productCode, "IMP-0001"));
    expect(black!.productName).toBe("Kaos Import Hitam");
  });

  it("deactivates a product the files leave out only with --deactivate-missing, and never deletes it", async () => {
    const onlyBlack = FIXTURE["products.csv"].split("\n").slice(0, 3).join("\n");
    const stock = FIXTURE["stock.csv"].split("\n").slice(0, 3).join("\n");
    const without = await importFolder(await fixture({ "products.csv": onlyBlack, "stock.csv": stock }));
    expect(without.lines).toContain("products   created 0, updated 0, unchanged 1, deactivated 0");
    const db = await getDb();
    const white = async () => (await db.select().from(products).where(eq(products.productCode, "IMP-0002")))[0];
    expect((await white())!.isActive).toBe(true);
    const flagged = await importFolder(await fixture({ "products.csv": onlyBlack, "stock.csv": stock }), {
      deactivateMissing: true,
    });
    expect(flagged.lines).toContain("products   created 0, updated 0, unchanged 1, deactivated 1");
    expect((await white())!.isActive).toBe(false);
    expect((await importFolder(await fixture())).lines).toContain(
      "products   created 0, updated 1, unchanged 1, deactivated 0",
    );
    expect((await white())!.isActive).toBe(true);
  });
});

describe("the catalog ops endpoint (a running shop on PGlite)", () => {
  const saved = process.env.OPS_TOKEN;
  const TOKEN = "a-long-enough-catalog-secret";
  const files = () => Object.fromEntries(Object.entries(fixtureFiles()).map(([n, b]) => [n, b.toString("base64")]));
  const post = (body: unknown, token?: string) => call(catalogEndpoint, "POST", "/api/ops/catalog", { body, token });
  afterAll(() => {
    process.env.OPS_TOKEN = saved;
  });

  it("does not exist without OPS_TOKEN, and refuses a wrong token", async () => {
    delete process.env.OPS_TOKEN;
    expect((await post({ command: "export" }, TOKEN)).status).toBe(404);
    process.env.OPS_TOKEN = TOKEN;
    expect((await post({ command: "export" })).status).toBe(403);
    expect((await post({ command: "export" }, `${TOKEN}x`)).status).toBe(403);
  });

  it("imports the files of its body and answers the report; a bad body is a 400", async () => {
    process.env.OPS_TOKEN = TOKEN;
    const res = await post(
      { command: "import", files: files(), images: { "front.png": photo.toString("base64") } },
      TOKEN,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ code: 0, lines: expect.arrayContaining(["imported: nothing changed"]) });
    expect(revalidateTag).not.toHaveBeenCalled();
    const repriced = {
      ...files(),
      "products.csv": Buffer.from(FIXTURE["products.csv"].replace(",99000,99000,", ",119000,99000,")).toString(
        "base64",
      ),
    };
    const changed = await post(
      { command: "import", files: repriced, images: { "front.png": photo.toString("base64") } },
      TOKEN,
    );
    expect((changed.data.lines as string[]).at(-1)).toBe("The catalogue caches were revalidated.");
    expect(revalidateTag).toHaveBeenCalledWith("catalog", { expire: 0 });
    const bad = await post(
      {
        command: "import",
        files: { "stock.csv": Buffer.from("sku,showroom,on_hand\nX-1,Toko Import Satu,1").toString("base64") },
      },
      TOKEN,
    );
    expect(bad.data).toMatchObject({
      code: 1,
      lines: ["1 problem(s); nothing was imported.", 'stock.csv line 2, column sku: unknown SKU "X-1"'],
    });
    expect((await post({ command: "import", files: { "../products.csv": "" } }, TOKEN)).status).toBe(400);
  });

  it("exports the catalogue as files", async () => {
    process.env.OPS_TOKEN = TOKEN;
    const res = await post({ command: "export" }, TOKEN);
    expect(res.status).toBe(200);
    const out = res.data as { files: Record<string, string>; images: Record<string, string> };
    expect(Object.keys(out.files).sort()).toEqual([
      "bundles.csv",
      "categories.csv",
      "home.json",
      "products.csv",
      "promos.csv",
      "showrooms.csv",
      "stock.csv",
    ]);
    expect(Buffer.from(out.files["products.csv"]!, "base64").toString()).toContain("IMP-0001-M");
    expect(Object.values(out.images).map((b) => Buffer.compare(Buffer.from(b, "base64"), photo))).toEqual([0]);
  });
});

describe("ids in the files (after the tests above: it adds products)", () => {
  it("creates a row with the id its file gives, and refuses an id another row holds", async () => {
    const header = `product_id,${FIXTURE["products.csv"].split("\n")[0]}`;
    const row = (id: number, code: string) => `${id},${code},Kaos ${code},TOPS,Kaos,Men,,1000,1000,,,${code}-M,M,`;
    const out = await importFolder(
      await fixture({
        "products.csv": [header, row(5000, "IMP-5000")].join("\n"),
        "stock.csv": "sku,showroom,on_hand",
      }),
    );
    expect(out.code).toBe(0);
    const db = await getDb();
    expect((await db.select().from(products).where(eq(products.productCode, "IMP-5000")))[0]!.id).toBe(5000);
    const before = await catalogCounts();
    const taken = await importFolder(
      await fixture({
        "products.csv": [header, row(5000, "IMP-5001")].join("\n"),
        "stock.csv": "sku,showroom,on_hand",
      }),
    );
    expect(taken).toMatchObject({
      code: 1,
      lines: [
        "1 problem; nothing was imported.",
        "products.csv line 2, column product_id: the id 5000 belongs to another row of the shop",
      ],
    });
    expect(await catalogCounts()).toEqual(before);
    // The identity sequence moved past the explicit id: the next product the shop numbers itself does not collide.
    expect(
      (
        await importFolder(
          await fixture({
            "products.csv": `${FIXTURE["products.csv"]}\nIMP-5002,Kaos,TOPS,Kaos,Men,,1,1,,,IMP-5002-M,M,`,
          }),
        )
      ).code,
    ).toBe(0);
    expect((await db.select().from(products).where(eq(products.productCode, "IMP-5002")))[0]!.id).toBe(5001);
  });
});

describe("stock that comes back (after the tests above: it changes the stock)", () => {
  it("queues the back-in-stock mails of the sizes an import brings back, once", async () => {
    const db = await getDb();
    const [black] = await db.select().from(products).where(eq(products.productCode, "IMP-0001"));
    const me = await newShopper();
    await call(postWishlist, "POST", "/api/v1/user/wishlist", {
      body: { product_detail_id: black!.id },
      token: me.token,
    });
    expect(
      (
        await call(postAlert, "POST", "/api/v1/user/stock-alerts", {
          body: { product_detail_id: black!.id, size: "M" },
          token: me.token,
        })
      ).status,
    ).toBe(200);
    const back = { "stock.csv": "sku,showroom,on_hand\nIMP-0001-M,Toko Import Satu,2" };
    const dry = await importFolder(await fixture(back), { dryRun: true });
    expect(dry.lines).not.toContain("1 back-in-stock mail(s) queued");
    const out = await importFolder(await fixture(back));
    expect(out.lines).toContain("stock      created 0, updated 1, unchanged 0, deactivated 0");
    expect(out.lines.at(-1)).toBe("1 back-in-stock mail(s) queued");
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "BACK_IN_STOCK"));
    expect(mails.filter((m) => m.subject === "Back in stock: Kaos Import Hitam (Size: M)")).toHaveLength(1);
    expect((await importFolder(await fixture(back))).lines).not.toContain("1 back-in-stock mail(s) queued");
  });
});
