import { CHECKOUT_API_EN, localizeCheckoutApi } from "@/components/checkout/api-messages";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { checkout as fr } from "@/lib/i18n/messages/fr/checkout";
import { checkout as id } from "@/lib/i18n/messages/id/checkout";

describe("the checkout API's own messages in the shopper's language", () => {
  it("translates a fixed message and leaves English as it is", () => {
    expect(localizeCheckoutApi(fr.api, CHECKOUT_MSG.cartEmpty)).toBe("Votre panier est vide");
    expect(localizeCheckoutApi(CHECKOUT_API_EN, CHECKOUT_MSG.cartEmpty)).toBe("Your cart is empty");
  });

  it("carries the variable parts over", () => {
    expect(localizeCheckoutApi(id.api, CHECKOUT_MSG.soldOut("Kemeja Linen (Biru)", "M"))).toBe("Maaf, Kemeja Linen (Biru) ukuran M baru saja habis di toko ini.");
    expect(localizeCheckoutApi(fr.api, CHECKOUT_MSG.promoMinPurchase("Rp 250.000"))).toBe("Ce code promo exige un achat minimum de Rp 250.000.");
  });

  it("translates the hold limits and the promo limits (issue #21)", () => {
    expect(localizeCheckoutApi(id.api, CHECKOUT_MSG.pendingLimit)).toBe(id.api.pendingLimit);
    expect(localizeCheckoutApi(fr.api, CHECKOUT_MSG.pendingLimitNetwork)).toBe(fr.api.pendingLimitNetwork);
    expect(localizeCheckoutApi(id.api, CHECKOUT_MSG.unitsPerSize("10"))).toBe("Anda dapat memesan paling banyak 10 barang untuk setiap ukuran dalam satu pesanan.");
    expect(localizeCheckoutApi(fr.api, CHECKOUT_MSG.unitsPerSize("10"))).toBe("Vous pouvez commander au plus 10 articles de chaque taille par commande.");
    for (const key of ["promoUsedUp", "promoShopperLimit", "promoFirstPurchase"] as const) {
      expect(localizeCheckoutApi(fr.api, CHECKOUT_MSG[key])).toBe(fr.api[key]);
      expect(localizeCheckoutApi(id.api, CHECKOUT_MSG[key])).toBe(id.api[key]);
      expect(fr.api[key]).not.toBe(CHECKOUT_MSG[key]);
    }
  });

  it("shows an unknown message as it came", () => {
    expect(localizeCheckoutApi(fr.api, "Something else happened.")).toBe("Something else happened.");
  });
});
