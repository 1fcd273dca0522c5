import { ACCOUNT_MSG } from "@/lib/domain/account/messages";
import { MSG } from "@/lib/domain/messages";
import { toast } from "@/lib/api/notify";
import { messagesFor } from "@/lib/i18n/catalogues";
import { localize, setActiveErrors } from "@/lib/i18n/localize";
import { loadedMessageCodes } from "@/lib/i18n/message-codes";

const shown: string[] = [];
jest.mock("sonner", () => ({
  toast: { success: (text: string) => shown.push(text), error: (text: string) => shown.push(text) },
}));

const id = messagesFor("id").errors;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("a toast on a page in another language, before the whole code tree has loaded", () => {
  it("is shown in that language, also when its text is not one of the spec's", async () => {
    setActiveErrors(id, "id");
    expect(loadedMessageCodes()).toBeNull();
    // The caller's own translation finds the spec's texts only, so the API's answer comes through in English…
    expect(localize(ACCOUNT_MSG.newsletterSubscribed)).toBe(ACCOUNT_MSG.newsletterSubscribed);
    toast.success(localize(ACCOUNT_MSG.newsletterSubscribed));
    toast.error(localize(MSG.cart.sizeRequired));
    await settle();
    // …and the toast waits for the tree: both read in Indonesian, the spec's text translated once only.
    expect(shown).toEqual([id.account.newsletterSubscribed, id.cart.sizeRequired]);
    expect(loadedMessageCodes()).not.toBeNull();
  });

  it("is translated again once the tree is in: a handler made before it loaded passes the English text", async () => {
    shown.length = 0;
    expect(loadedMessageCodes()).not.toBeNull();
    toast.success(ACCOUNT_MSG.newsletterUnsubscribed);
    await settle();
    expect(shown).toEqual([id.account.newsletterUnsubscribed]);
  });
});
