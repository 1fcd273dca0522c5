import { LOCALES } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { MSG } from "@/lib/domain/messages";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as [path, text]. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = new Map(leaves(messagesFor("en") as unknown as Tree));

describe.each(LOCALES.filter((l) => l !== "en"))("the %s catalogue", (lang) => {
  const translated = new Map(leaves(messagesFor(lang) as unknown as Tree));

  it("has exactly the English keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has a non-empty text for every key", () => {
    const empty = [...translated].filter(([, text]) => text.trim() === "").map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("keeps the placeholders of every English text", () => {
    const broken = [...english]
      .filter(
        ([path, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(translated.get(path) ?? "")),
      )
      .map(([path]) => path);
    expect(broken).toEqual([]);
  });
});

describe("the English catalogue", () => {
  it("takes the spec messages from lib/domain/messages.ts unchanged", () => {
    const { templates, limits, ...messages } = messagesFor("en").errors;
    // The spec's texts keep their keys and words; ours (account, auth, cart, checkout, http) sit beside them.
    for (const [group, texts] of Object.entries(MSG))
      expect(messages[group as keyof typeof messages]).toMatchObject(texts);
    expect(limits).toEqual(LIMIT_MSG);
    expect(templates.httpStatus).toBe("Error {status}: {statusText}");
  });

  it("keeps the spec texts of the chrome", () => {
    const { common } = messagesFor("en");
    expect(common.header.promoBar).toBe("GET OFFERS Up To 40% off");
    expect(common.loadingShort).toBe("Loading..");
    expect(common.continueShopping).toBe("Continue Shopping");
    expect(common.languageNames).toEqual({ en: "English", fr: "French", id: "Bahasa Indonesia" });
  });
});
