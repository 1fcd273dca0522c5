import { MESSAGES, messageOf, resolveMessage } from "@/lib/domain/api/codes";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { CART_MSG } from "@/lib/domain/cart/messages";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import { RESET_LINK_INVALID } from "@/lib/domain/auth/messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LOCALES } from "@/lib/i18n/config";
import { translateWith } from "@/lib/i18n/localize";

type Tree = { readonly [key: string]: string | Tree };

function codesOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : codesOf(value, `${prefix}${key}.`),
  );
}

describe("messages by code", () => {
  it("resolves each English message to its stable code, and a template to its code and values", () => {
    expect(resolveMessage(MSG.cart.sizeRequired)).toEqual({ code: "cart.sizeRequired" });
    expect(resolveMessage(ACCOUNT_MSG.emailTaken)).toEqual({ code: "account.emailTaken" });
    expect(resolveMessage(AUTH_MSG.resetInvalid)).toEqual({ code: "auth.resetInvalid" });
    expect(resolveMessage(CART_MSG.incremented)).toEqual({ code: "cart.incremented" });
    expect(resolveMessage(CHECKOUT_MSG.soldOut("Kemeja Linen (Biru)", "M"))).toEqual({
      code: "checkout.soldOut",
      params: { product: "Kemeja Linen (Biru)", size: "M" },
    });
    expect(resolveMessage(CART_MSG.onlyLeft(2))).toEqual({ code: "cart.onlyLeft", params: { n: "2" } });
    expect(resolveMessage("Some free text.")).toBeUndefined();
    expect(messageOf("auth.resetInvalid")).toBe(RESET_LINK_INVALID);
  });

  it("keeps the English catalogue equal to the code tree, and every language translates every code", () => {
    const codes = codesOf(MESSAGES as unknown as Tree).sort();
    const { templates: _en, ...english } = messagesFor("en").errors;
    expect(codesOf(english as unknown as Tree).sort()).toEqual(codes);
    for (const lang of LOCALES.filter((l) => l !== "en")) {
      const { templates: _t, ...errors } = messagesFor(lang).errors;
      expect(codesOf(errors as unknown as Tree).sort()).toEqual(codes);
      const untranslated = codes.filter((code) => messageOf(code, errors as unknown as Tree) === messageOf(code));
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
    }
  });

  it("translates an answer by its code and values, and a form check by its English text", () => {
    const fr = messagesFor("fr").errors;
    const id = messagesFor("id").errors;
    expect(translateWith(fr, { code: "checkout.cartEmpty", message: CHECKOUT_MSG.cartEmpty })).toBe(
      "Votre panier est vide",
    );
    expect(
      translateWith(id, {
        code: "checkout.soldOut",
        params: { product: "Kemeja Linen (Biru)", size: "M" },
        message: "x",
      }),
    ).toBe("Maaf, Kemeja Linen (Biru) ukuran M baru saja habis di toko ini.");
    expect(translateWith(fr, CHECKOUT_MSG.promoMinPurchase("Rp 250.000"), "en", resolveMessage)).toBe(
      "Ce code promo exige un achat minimum de Rp 250.000.",
    );
    expect(translateWith(fr, CART_MSG.incremented, "en", resolveMessage)).toBe(
      "Quantité de l'article augmentée dans le panier",
    );
    expect(translateWith(id, MSG.cart.sizeRequired, "id", resolveMessage)).not.toBe(MSG.cart.sizeRequired);
    expect(
      translateWith(messagesFor("en").errors, { code: "account.emailTaken", message: ACCOUNT_MSG.emailTaken }),
    ).toBe(ACCOUNT_MSG.emailTaken);
    expect(translateWith(fr, { code: "http.404", message: "Product not found." })).toBe("Product not found.");
    expect(translateWith(fr, "Something else happened.")).toBe("Something else happened.");
  });

  it("writes an amount in the API's English form the shopper's way", () => {
    const answer = {
      code: "checkout.promoMinPurchase",
      params: { min: "IDR 250,000" },
      message: CHECKOUT_MSG.promoMinPurchase("IDR 250,000"),
    };
    expect(translateWith(messagesFor("id").errors, answer, "id")).toBe(
      "Kode promo memerlukan pembelian minimal Rp 250.000.",
    );
    expect(translateWith(messagesFor("fr").errors, answer, "fr")).toBe(
      "Ce code promo exige un achat minimum de 250\u202f000\u00a0IDR.",
    );
    expect(translateWith(messagesFor("en").errors, answer, "en")).toBe(
      "Promo code needs a minimum purchase of IDR 250,000.",
    );
    // Resolved from the English text (a form check) too; other values stay as they came.
    const text = CHECKOUT_MSG.promoMinPurchase("IDR 1,000,000");
    expect(translateWith(messagesFor("id").errors, text, "id", resolveMessage)).toBe(
      "Kode promo memerlukan pembelian minimal Rp 1.000.000.",
    );
    expect(
      translateWith(
        messagesFor("id").errors,
        { code: "checkout.soldOut", params: { product: "IDR 5", size: "M" }, message: "x" },
        "id",
      ),
    ).toContain("IDR 5");
  });
});
