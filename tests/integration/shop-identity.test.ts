/**
 * The shop's identity is content (issue #45, point 12): the example folder's home.json names the shop, its promo bar,
 * service hours and contact channels; the pages read them through the cached home read, and the import expires its
 * tag. Without them the pages keep the spec's defaults. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { revalidateTag } from "next/cache";
import { POST as catalogEndpoint } from "@/app/api/ops/catalog/route";
import { generateMetadata as homeMetadata } from "@/app/(site)/[lang]/page";
import { generateMetadata as siteLayoutMetadata } from "@/app/(site)/[lang]/layout";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getDb } from "@/lib/db";
import { folderSource } from "@/lib/db/catalog-import/source";
import { runImport } from "@/lib/server/catalog/catalog-commands";
import { getSiteChrome } from "@/lib/server/home/chrome";
import { log } from "@/lib/server/log";
import { missingHomeContent, warnOnMissingHomeContent } from "@/lib/server/startup/home-content";
import { messagesFor } from "@/lib/i18n/catalogues";
import { catalogCounts, catalogFolder, emptyShop } from "../support/catalog-import";
import { call } from "../support/http";
import { renderPagePart } from "../support/render-page-part";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));

const EXAMPLE = path.join(process.cwd(), "docs", "examples", "catalog");
const params = (lang: string) => ({ params: Promise.resolve({ lang }) });
const importFolder = async (dir: string, dryRun = false) =>
  runImport(await folderSource(dir), { dryRun, deactivateMissing: false });
const TOKEN = "a-long-enough-catalog-secret";
const saved = process.env.OPS_TOKEN;

beforeAll(async () => {
  await emptyShop();
  process.env.OPS_TOKEN = TOKEN;
});

afterAll(() => {
  process.env.OPS_TOKEN = saved;
});

describe("a shop with no identity imported", () => {
  it("shows the spec's defaults and the default name", async () => {
    const chrome = await getSiteChrome("en");
    expect(chrome.shop).toEqual({ name: "Storefront", promo_bar: null, service_hours: null });
    expect((await homeMetadata(params("en"))).title).toEqual({ absolute: "Storefront — Fashion for Indonesia" });
  });

  it("warns at a live start that the home content is empty", async () => {
    expect(await missingHomeContent(await getDb())).toEqual([
      "no home sections or sliders: the home page is nearly empty",
      "no shop_name setting: the pages show the default name",
    ]);
    const warn = jest.spyOn(log, "warn").mockImplementation(() => undefined);
    await warnOnMissingHomeContent();
    expect(warn).toHaveBeenCalledWith(
      { missing: expect.any(Array) },
      expect.stringContaining("the shop's home content is empty"),
    );
    warn.mockRestore();
  });
});

describe("importing the example folder", () => {
  it("refuses a bad home.json as a whole, naming file, line and field, and writes nothing", async () => {
    const before = await catalogCounts();
    const dir = await catalogFolder({
      "home.json": Buffer.from(
        '{\n  "settings": {\n    "shop_name": "Batik",\n    "support_email": "cs at batik"\n  }\n}',
      ),
      "promos.csv": Buffer.from("code,type,discount_percent\nHEMAT5,PRODUCT,5"),
    });
    const out = await importFolder(dir);
    expect(out).toMatchObject({
      code: 1,
      lines: [
        "1 problem(s); nothing was imported.",
        "home.json line 4, field settings.support_email: must be an email address (name@example.id)",
      ],
    });
    expect(await catalogCounts()).toEqual(before);
    expect(await importFolder(EXAMPLE, true)).toMatchObject({ code: 0 });
    expect(await catalogCounts()).toEqual(before);
  });

  it("makes the shop the retailer's: name, promo bar, service hours and channels, per language", async () => {
    // Through the running shop's endpoint, which expires the `catalog` tag that the chrome and home reads carry.
    const files = Object.fromEntries(
      readdirSync(EXAMPLE).map((name) => [name, readFileSync(path.join(EXAMPLE, name)).toString("base64")]),
    );
    const res = await call(catalogEndpoint, "POST", "/api/ops/catalog", {
      body: { command: "import", files },
      token: TOKEN,
    });
    expect(res.data).toMatchObject({ code: 0 });
    expect(revalidateTag).toHaveBeenCalledWith("catalog", { expire: 0 });
    const id = await getSiteChrome("id");
    expect(id.shop).toEqual({
      name: "Batik Nusantara",
      promo_bar: "GRATIS ONGKIR di atas IDR 500.000",
      service_hours: "Senin sampai Sabtu 08:00-17:00 WIB",
    });
    expect(id.settings).toMatchObject({
      support_email: "cs@batiknusantara.example",
      whatsapp_url: "https://wa.me/6281200000000",
    });
    expect(await missingHomeContent(await getDb())).toEqual([]);
  });

  it("renders the imported name in the home page's metadata and the common layout's", async () => {
    expect((await homeMetadata(params("en"))).title).toEqual({ absolute: "Batik Nusantara — Fashion for Indonesia" });
    const layout = await siteLayoutMetadata(params("fr"));
    expect(layout.title).toEqual({
      default: "Batik Nusantara — La mode pour l'Indonésie",
      template: "%s | Batik Nusantara",
    });
    expect(layout.openGraph).toMatchObject({ siteName: "Batik Nusantara" });
  });

  it("renders the footer with the imported hours, channels and name", async () => {
    const chrome = await getSiteChrome("en");
    const html = renderPagePart("en", createElement(SiteFooter, { chrome, lang: "en", m: messagesFor("en").common }));
    expect(html).toContain("Monday to Saturday 08:00-17:00 WIB");
    expect(html).toContain("mailto:cs@batiknusantara.example");
    expect(html).toContain(`© ${chrome.year} Batik Nusantara. All prices in IDR.`);
    expect(html).not.toContain("Storefront");
  });

  it("renders the header with the imported name and the Indonesian promo bar", async () => {
    const chrome = await getSiteChrome("id");
    const html = renderPagePart("id", createElement(SiteHeader, { chrome, m: messagesFor("id").common }));
    expect(html).toContain("GRATIS ONGKIR di atas IDR 500.000");
    expect(html).toContain('aria-label="Beranda Batik Nusantara"');
    expect(html).toContain("BATIK NUSANTARA");
    expect(html).not.toContain("Storefront");
  });
});
