import { telHref } from "@/components/stores/tel-href";
import { FAQ } from "@/lib/content/faq";
import { ONLINE_DELIVERY_STEPS, PICKUP_STEPS } from "@/lib/content/how-to";
import { INFO_PAGE_LIST, infoPageMetadata, INFO_PAGES } from "@/lib/content/info-pages";
import { rupiah, type ContentBlock } from "@/lib/content/policy";
import { TERMS } from "@/lib/content/terms";

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
  it("online delivery has the spec's 4 steps in order", () => {
    expect(ONLINE_DELIVERY_STEPS.map((s) => s.title)).toEqual(["Checkout", "Shipping Address", "Shipping Courier", "Package Delivery"]);
  });

  it("store pickup has the spec's 5 steps in order", () => {
    expect(PICKUP_STEPS.map((s) => s.title)).toEqual(["Checkout", "Choose A Store", "Payment", "Purchase Success", "Pickup at Store"]);
  });
});

describe("information page metadata", () => {
  it("lists every information route once for the sitemap", () => {
    expect(INFO_PAGE_LIST.map((p) => p.path).sort()).toEqual(
      ["/faq", "/hashtag", "/stores", "/stores/online-delivery", "/stores/pickup-on-store", "/tnc"].sort(),
    );
  });

  it("gives each page a title, a description and its canonical address", () => {
    const meta = infoPageMetadata(INFO_PAGES.faq);
    expect(meta.title).toBe("FAQ");
    expect(meta.alternates?.canonical).toBe("/faq");
    for (const page of INFO_PAGE_LIST) expect(page.description.length).toBeGreaterThan(40);
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
