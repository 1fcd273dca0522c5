/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { toast } from "sonner";
import { flashSuccess, SiteToaster } from "@/components/layout/site-toaster";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";
import { MSG } from "@/lib/domain/messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import type { Locale } from "@/lib/i18n/config";
import { localize } from "@/lib/i18n/localize";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Sonner's toaster asks the browser for the shopper's colour scheme.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

const fr = messagesFor("fr").errors;
const id = messagesFor("id").errors;
/** An API answer that is not one of the spec's texts: it is translated by resolving its English text to its code. */
const ANSWER = ACCOUNT_MSG.newsletterSubscribed;

/** A component's toast (translated by its own hook) and a store's (translated outside React), both on one click. */
function Toasting() {
  const text = useLocalize();
  return (
    <button
      type="button"
      onClick={() => {
        toast.success(text(ANSWER));
        toast.error(localize(MSG.cart.sizeRequired));
      }}
    >
      go
    </button>
  );
}

const page = (lang: Locale) => (
  <I18nProvider
    lang={lang}
    messages={lang === "en" ? {} : { errors: messagesFor(lang).errors }}
    english={lang === "en" ? undefined : messagesFor("en").errors}
  >
    <Toasting />
    <SiteToaster />
  </I18nProvider>
);

const toastTexts = () => [...host.querySelectorAll("[data-sonner-toast] [data-title]")].map((el) => el.textContent);

let root: Root | null = null;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  sessionStorage.clear();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
    root?.unmount();
  });
  root = null;
  host.remove();
});

async function mount(lang: Locale): Promise<void> {
  root = createRoot(host);
  await act(async () => root!.render(page(lang)));
  await settle();
}

/** Sonner draws a toast on the task after it is made. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function click(): Promise<void> {
  await act(async () => host.querySelector("button")!.click());
  await settle();
}

describe("a toast speaks the page's language from the first one", () => {
  it("on a French page, the first toasts are French, whether a component or a store made them", async () => {
    await mount("fr");
    await click();
    expect(toastTexts()).toEqual(expect.arrayContaining([fr.account.newsletterSubscribed, fr.cart.sizeRequired]));
    expect(toastTexts()).not.toContain(ANSWER);
  });

  it("on an English page, the messages show as they came", async () => {
    await mount("en");
    await click();
    expect(toastTexts()).toEqual(expect.arrayContaining([ANSWER, MSG.cart.sizeRequired]));
  });

  it("translates on the server as in the browser, so the hydrating render agrees", () => {
    function Shown() {
      return <p>{useLocalize()(ANSWER)}</p>;
    }
    const html = renderToString(
      <I18nProvider lang="id" messages={{ errors: id }} english={messagesFor("en").errors}>
        <Shown />
      </I18nProvider>,
    );
    expect(html).toContain(id.account.newsletterSubscribed);
  });
});

describe("a success toast kept across a full page load (sign-in, sign-up)", () => {
  it("is shown now, then once by the next page's toaster", async () => {
    await mount("fr");
    await act(async () => flashSuccess(fr.signIn.success));
    await settle();
    expect(toastTexts()).toEqual([fr.signIn.success]);
    await act(async () => {
      toast.dismiss();
      root!.unmount();
    });
    // The next page: a new toaster reads what the last one left, and leaves nothing for a third.
    await mount("fr");
    expect(toastTexts()).toContain(fr.signIn.success);
    expect(sessionStorage.getItem("flash_toast")).toBeNull();
  });
});
