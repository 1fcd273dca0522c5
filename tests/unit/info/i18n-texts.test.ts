import { FAQ_TAB_LABELS, FAQ_TABS } from "@/lib/domain/content/faq-tabs";
import { resolveMessage } from "@/lib/domain/api/codes";
import { ONLINE_DELIVERY_TITLES, PICKUP_TITLES } from "@/lib/domain/content/how-to";
import { LABELS, MSG } from "@/lib/domain/messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { translateWith } from "@/lib/i18n/localize";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";

const en = messagesFor("en");

describe("the English home and info catalogues", () => {
  it("take the spec's how-to step titles from lib/content/how-to.ts", () => {
    const titles = (steps: Record<string, { title: string }>) => Object.values(steps).map((s) => s.title);
    expect(titles(en.info.howTo.onlineDelivery.steps)).toEqual(Object.values(ONLINE_DELIVERY_TITLES));
    expect(titles(en.info.howTo.pickupOnStore.steps)).toEqual(Object.values(PICKUP_TITLES));
  });

  it("keep the spec's page texts", () => {
    expect(Object.values(en.info.faq.tabs)).toEqual(FAQ_TABS.map((t) => t.label));
    expect(en.info.faq.tabs).toEqual(FAQ_TAB_LABELS);
    expect(en.info.stores.viewOnMaps).toBe(LABELS.viewOnMaps);
    expect(en.info.pages.stores.title).toBe("Stores");
    expect(en.info.tnc.title).toBe("Syarat dan Ketentuan");
    expect(en.home.sections.shopByCategory).toBe("Shop By Category");
    expect(en.home.popup.title).toBe("Special offer");
  });

  it("thank for the newsletter with the API's own words", () => {
    expect(en.home.newsletter.thanks).toBe(ACCOUNT_MSG.newsletterThanks);
  });
});

describe("translated home and info texts", () => {
  it("differ from English where the shopper reads them", () => {
    for (const lang of ["fr", "id"] as const) {
      const m = messagesFor(lang);
      expect(m.info.faq.tabs.akun).not.toBe(en.info.faq.tabs.akun);
      expect(m.info.stores.viewOnMaps).not.toBe(en.info.stores.viewOnMaps);
      expect(m.home.newsletter.subscribe).not.toBe(en.home.newsletter.subscribe);
      expect(m.info.howTo.pickupOnStore.steps.chooseStore.title).not.toBe(PICKUP_TITLES.chooseStore);
    }
  });

  it("show the newsletter's form messages in the shopper's language", () => {
    expect(translateWith(messagesFor("fr").errors, MSG.signIn.emailRequired, "fr", resolveMessage)).not.toBe(
      MSG.signIn.emailRequired,
    );
    expect(translateWith(messagesFor("id").errors, MSG.extra.emailInvalid, "id", resolveMessage)).not.toBe(
      MSG.extra.emailInvalid,
    );
  });
});
