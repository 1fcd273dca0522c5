import { telHref } from "@/components/showrooms/tel-href";
import { FAQ } from "@/lib/content/faq";
import {
  ONLINE_DELIVERY_ILLUSTRATIONS,
  ONLINE_DELIVERY_TITLES,
  PICKUP_ILLUSTRATIONS,
  PICKUP_TITLES,
  howToSteps,
} from "@/lib/domain/content/how-to";
import { INFO_PAGE_LIST, infoPageMetadata, INFO_PAGES, type InfoPageKey } from "@/lib/content/info-pages";
import { rupiah, type ContentBlock } from "@/lib/domain/content/policy";
import { TERMS } from "@/lib/content/terms";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LOCALES } from "@/lib/i18n/config";

const text = (blocks: readonly ContentBlock[]) =>
  blocks.map((b) => (typeof b === "string" ? b : "list" in b ? b.list.join("\n") : b.steps.join("\n"))).join("\n");
const termsText = TERMS.map((s) => `${s.heading}\n${text(s.body)}`).join("\n");
const faqText = Object.values(FAQ)
  .flat()
  .map((item) => text(item.answer))
  .join("\n");

describe("terms and conditions", () => {
  it("has numbered headings and a body under each", () => {
    TERMS.forEach((section, i) => {
      expect(section.heading.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.body.length).toBeGreaterThan(0);
    });
    expect(new Set(TERMS.map((s) => s.id)).size).toBe(TERMS.length);
  });

  it("states the same figures as the FAQ", () => {
    for (const figure of [
      "3 hari setelah barang diterima",
      "price tag dan hang tag",
      "minimal 10 kg",
      "10:00-20:00 WIB",
      "09:00-16:00 WIB",
      "sebelum pukul 08:00 WIB",
      "selama 24 jam",
      "paling lama 24 jam",
      "paling cepat 1 jam",
      "paling lambat 48 jam",
      "maksimal Rp 20.000",
      "1-3 hari kerja",
      "2-6 hari kerja",
      "tidak dapat diubah atau dibatalkan",
      "BCA, BNI, BRI, Mandiri, Permata, CIMB Niaga",
    ]) {
      expect(termsText).toContain(figure);
      expect(faqText).toContain(figure);
    }
  });
});

describe("how-to pages", () => {
  const { howTo } = messagesFor("en").info;
  const deliveryEn = howToSteps(ONLINE_DELIVERY_ILLUSTRATIONS, howTo.onlineDelivery.steps);
  const pickupEn = howToSteps(PICKUP_ILLUSTRATIONS, howTo.pickupOnStore.steps);

  it("online delivery has the spec's 4 steps in order", () => {
    expect(Object.values(ONLINE_DELIVERY_TITLES)).toEqual([
      "Checkout",
      "Shipping Address",
      "Shipping Courier",
      "Package Delivery",
    ]);
    expect(deliveryEn.map((s) => s.title)).toEqual(Object.values(ONLINE_DELIVERY_TITLES));
    expect(deliveryEn.map((s) => s.illustration)).toEqual(["checkout", "address", "courier", "delivery"]);
  });

  it("store pickup has the spec's 5 steps in order", () => {
    expect(Object.values(PICKUP_TITLES)).toEqual([
      "Checkout",
      "Choose A Store",
      "Payment",
      "Purchase Success",
      "Pickup at Store",
    ]);
    expect(pickupEn.map((s) => s.title)).toEqual(Object.values(PICKUP_TITLES));
    expect(pickupEn.map((s) => s.illustration)).toEqual(["checkout", "store", "payment", "success", "pickup"]);
  });

  it.each(LOCALES)("gives every step a title and a text in %s, in the same order", (lang) => {
    const t = messagesFor(lang).info.howTo;
    const delivery = howToSteps(ONLINE_DELIVERY_ILLUSTRATIONS, t.onlineDelivery.steps);
    const pickup = howToSteps(PICKUP_ILLUSTRATIONS, t.pickupOnStore.steps);
    expect(delivery.map((s) => s.illustration)).toEqual(deliveryEn.map((s) => s.illustration));
    expect(pickup.map((s) => s.illustration)).toEqual(pickupEn.map((s) => s.illustration));
    for (const step of [...delivery, ...pickup]) expect(step.title && step.text).toBeTruthy();
  });
});

describe("information page metadata", () => {
  it("lists every information route once for the sitemap", () => {
    expect(INFO_PAGE_LIST.map((p) => p.path).sort()).toEqual(
      ["/faq", "/hashtag", "/stores", "/stores/online-delivery", "/stores/pickup-on-store", "/tnc"].sort(),
    );
  });

  it("gives each page a title, a description and its canonical address", () => {
    const meta = infoPageMetadata("faq", "en");
    expect(meta.title).toBe("FAQ");
    expect(meta.alternates?.canonical).toBe("/faq");
    expect(infoPageMetadata("stores", "en").title).toBe("Stores");
    expect(infoPageMetadata("pickupOnStore", "en").title).toBe("Store Pickup");
    for (const lang of LOCALES) {
      for (const key of Object.keys(INFO_PAGES) as InfoPageKey[]) {
        const { title, description } = infoPageMetadata(key, lang);
        expect(title).toBeTruthy();
        expect(String(description).length).toBeGreaterThan(40);
      }
    }
  });

  it("speaks the page's language, Open Graph locale included", () => {
    const meta = infoPageMetadata("stores", "fr");
    expect(meta.title).toBe("Boutiques");
    expect(meta.alternates?.canonical).toBe("/fr/stores");
    expect(meta.alternates?.languages).toEqual({
      en: "/stores",
      fr: "/fr/stores",
      id: "/id/stores",
      "x-default": "/stores",
    });
    expect(meta.openGraph).toMatchObject({ title: "Boutiques", url: "/fr/stores", locale: "fr_FR" });
    expect(infoPageMetadata("onlineDelivery", "id").openGraph).toMatchObject({
      locale: "id_ID",
      title: "Pengiriman Online",
    });
    expect(infoPageMetadata("faq", "en").openGraph).toMatchObject({ locale: "en_US" });
  });
});

describe("formatting", () => {
  it("writes rupiah the Indonesian way", () => {
    expect(rupiah(20000)).toBe("Rp 20.000");
    expect(rupiah(1250000)).toBe("Rp 1.250.000");
    expect(rupiah(500)).toBe("Rp 500");
  });

  it("turns a printed phone number into a tel: link", () => {
    expect(telHref("+62 21 5140 2871")).toBe("tel:+622151402871");
    expect(telHref("(0361) 846-4888")).toBe("tel:03618464888");
  });
});
