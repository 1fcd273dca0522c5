/**
 * The shop's identity is content (issue #45, point 12): home.json's settings name the shop, its promo bar, service
 * hours and contact channels, checked by zod with the file, line and field; the catalogues keep the spec's texts as
 * defaults and carry the name as a `{shop}` placeholder.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { homeJson, homeJsonLine } from "@/lib/domain/catalog-import/home-json";
import { formatIssue } from "@/lib/domain/catalog-import/issues";
import { DEFAULT_SHOP_NAME, shopIdentity } from "@/lib/domain/shop-identity";
import { LOCALES } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/catalogues";
import { fmt } from "@/lib/i18n/format";

const EXAMPLE = readFileSync(path.join(process.cwd(), "docs/examples/catalog/home.json"), "utf8");

const problems = (text: string) => {
  const parsed = homeJson.safeParse(JSON.parse(text));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) =>
    formatIssue({
      file: "home.json",
      line: homeJsonLine(text, issue.path),
      field: issue.path.join("."),
      message: issue.message,
    }),
  );
};

describe("home.json's identity settings", () => {
  it("accepts the documented example folder's home.json", () => {
    expect(problems(EXAMPLE)).toEqual([]);
  });

  it("refuses a malformed channel or a name on two lines, naming file, line and field", () => {
    const text = JSON.stringify(
      {
        settings: {
          shop_name: "Batik\nNusantara",
          support_email: "cs at batik",
          whatsapp_url: "wa.me/62812",
          support_phone: "call us",
          promo_bar_id: "x".repeat(201),
          interstitial_text: "any other setting stays free text",
        },
      },
      null,
      2,
    );
    expect(problems(text)).toEqual([
      "home.json line 3, field settings.shop_name: must be one line",
      "home.json line 7, field settings.promo_bar_id: must be at most 200 characters",
      "home.json line 4, field settings.support_email: must be an email address (name@example.id)",
      "home.json line 6, field settings.support_phone: must be a phone number (+62 21 …)",
      "home.json line 5, field settings.whatsapp_url: must be an http(s) address (https://wa.me/62…)",
    ]);
  });

  it("takes an empty value as none", () => {
    expect(problems(JSON.stringify({ settings: { support_email: "", chat_url: "", shop_name: "" } }))).toEqual([]);
  });
});

describe("the identity a page shows", () => {
  it("is the language's text, else the plain one, else none (the catalogue's default)", () => {
    const settings = { shop_name: " Batik Nusantara ", promo_bar: "FREE SHIPPING", promo_bar_id: "GRATIS ONGKIR" };
    expect(shopIdentity(settings, "id")).toEqual({
      name: "Batik Nusantara",
      promo_bar: "GRATIS ONGKIR",
      service_hours: null,
    });
    expect(shopIdentity(settings, "fr").promo_bar).toBe("FREE SHIPPING");
    expect(shopIdentity({}, "en")).toEqual({ name: DEFAULT_SHOP_NAME, promo_bar: null, service_hours: null });
  });

  it("defaults to the specification's strings", () => {
    const common = messagesFor("en").common;
    expect(common.header.promoBar).toBe("GET OFFERS Up To 40% off");
    expect(common.footer.serviceHours).toBe("Monday to Friday 09:00-16:00 WIB");
    expect(DEFAULT_SHOP_NAME).toBe("Storefront");
  });

  it.each(LOCALES)("names the shop through {shop} in every %s text that did", (lang) => {
    const m = messagesFor(lang);
    const named = [
      m.common.meta.title,
      m.common.header.home,
      m.common.footer.copyright,
      m.common.offline.appName,
      m.common.offline.appShortName,
      m.catalog.meta.description,
      m.catalog.landing.copyright,
      m.product.share.instagram,
      m.home.meta.title,
      m.home.video.title,
    ];
    for (const text of named) {
      expect(text).toContain("{shop}");
      expect(fmt(text, { shop: "Batik Nusantara", year: 2026 })).toContain("Batik Nusantara");
    }
    expect(JSON.stringify(m)).not.toContain("Storefront");
  });
});
