import { FAQ, type FaqItem } from "@/lib/content/faq";
import {
  DEFAULT_FAQ_TAB,
  FAQ_TABS,
  faqTabFromParam,
  faqTabHref,
  tabIndexAfterKey,
} from "@/lib/domain/content/faq-tabs";
import type { ContentBlock } from "@/lib/domain/content/policy";

function blockText(block: ContentBlock): string {
  if (typeof block === "string") return block;
  return "list" in block ? block.list.join("\n") : block.steps.join("\n");
}
const itemText = (item: FaqItem) => [item.question, ...item.answer.map(blockText)].join("\n");
const tabText = (key: keyof typeof FAQ) => FAQ[key].map(itemText).join("\n");
const allText = FAQ_TABS.map((tab) => tabText(tab.key)).join("\n");

describe("FAQ tabs", () => {
  it("has the five tabs of the spec in order, akun (Account) first and default", () => {
    expect(FAQ_TABS.map((t) => [t.key, t.label])).toEqual([
      ["akun", "Account"],
      ["keranjang", "Shopping Cart"],
      ["shipping", "Shipping & Handling"],
      ["payment", "Payment"],
      ["help", "Help"],
    ]);
    expect(DEFAULT_FAQ_TAB).toBe("akun");
  });

  it("gives every tab its own non-empty list of questions with answers", () => {
    for (const tab of FAQ_TABS) {
      expect(FAQ[tab.key].length).toBeGreaterThanOrEqual(3);
      for (const item of FAQ[tab.key]) {
        expect(item.question.trim()).not.toBe("");
        expect(item.answer.map(blockText).join("").trim()).not.toBe("");
      }
    }
  });

  it("never repeats a question", () => {
    const questions = FAQ_TABS.flatMap((tab) => FAQ[tab.key].map((item) => item.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("reads the tab from the address and falls back to akun for anything unknown", () => {
    expect(faqTabFromParam("payment")).toBe("payment");
    expect(faqTabFromParam(["shipping", "help"])).toBe("shipping");
    expect(faqTabFromParam(undefined)).toBe("akun");
    expect(faqTabFromParam("PAYMENT")).toBe("akun");
    expect(faqTabFromParam("<script>")).toBe("akun");
    expect(faqTabHref("akun")).toBe("/faq");
    expect(faqTabHref("help")).toBe("/faq?tab=help");
  });

  it("moves between tabs with Left/Right (wrapping), Home and End", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 5)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 4, 5)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 5)).toBe(4);
    expect(tabIndexAfterKey("ArrowLeft", 3, 5)).toBe(2);
    expect(tabIndexAfterKey("Home", 3, 5)).toBe(0);
    expect(tabIndexAfterKey("End", 1, 5)).toBe(4);
    expect(tabIndexAfterKey("Enter", 1, 5)).toBeNull();
    expect(tabIndexAfterKey("ArrowDown", 1, 5)).toBeNull();
  });
});

describe("FAQ answers state the shop's policies (spec sections 5 and 9)", () => {
  it("returns: within 3 days of receipt, wrong or defective items, tags attached and unused", () => {
    const help = tabText("help");
    expect(help).toMatch(/3 hari setelah barang diterima/);
    expect(help).toMatch(/salah kirim atau cacat/);
    expect(help).toMatch(/price tag dan hang tag/);
    expect(help).toMatch(/tidak ada tanda pemakaian/);
  });

  it("a return request needs the order number, article name, reason, photo and video", () => {
    const help = tabText("help");
    for (const need of ["nomor pesanan", "nama artikel", "alasan retur", "foto dan video"])
      expect(help).toContain(need);
  });

  it("return shipping is refunded up to Rp 20.000 and return parcels take 1-3 / 2-6 working days", () => {
    const help = tabText("help");
    expect(help).toContain("maksimal Rp 20.000");
    expect(help).toContain("1-3 hari kerja dari wilayah Jabodetabek");
    expect(help).toContain("2-6 hari kerja");
  });

  it("hours: stores 10:00-20:00 WIB, customer service Monday to Friday 09:00-16:00 WIB", () => {
    expect(allText).toContain("10:00-20:00 WIB");
    expect(tabText("help")).toContain("Senin sampai Jumat, pukul 09:00-16:00 WIB");
  });

  it("shipping: cargo minimum 10 kg, same day before 08:00 WIB, processed within 24 hours, damage within 48 hours", () => {
    const shipping = tabText("shipping");
    expect(shipping).toContain("berat minimal 10 kg");
    expect(shipping).toContain("sebelum pukul 08:00 WIB dikirim pada hari yang sama");
    expect(shipping).toContain("paling lama 24 jam");
    expect(shipping).toContain("paling lambat 48 jam");
    expect(shipping).toContain("paling cepat 1 jam setelah pembayaran");
    for (const etd of ["1 hari", "1-2 hari", "hari yang sama", "2-3 hari"]) expect(shipping).toContain(etd);
  });

  it("payment: unpaid orders held 24 hours, orders cannot be changed or cancelled, every payment method", () => {
    const payment = tabText("payment");
    expect(payment).toContain("belum dibayar kami simpan selama 24 jam");
    expect(payment).toMatch(/tidak dapat diubah atau dibatalkan/);
    expect(payment).toContain("virtual account 6 bank (BCA, BNI, BRI, Mandiri, Permata, CIMB Niaga)");
    for (const method of ["BCA KlikPay", "2 e-wallet (OVO dan DANA)", "Alfamart"]) expect(payment).toContain(method);
  });
});
