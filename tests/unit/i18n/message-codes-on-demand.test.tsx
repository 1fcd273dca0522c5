/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MESSAGES, resolveMessage } from "@/lib/domain/api/codes";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";
import { MSG } from "@/lib/domain/messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import type { Locale } from "@/lib/i18n/config";
import { localize, resolveSpecMessage, setActiveErrors } from "@/lib/i18n/localize";
import { loadMessageCodes, loadedMessageCodes } from "@/lib/i18n/message-codes";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Tree = { readonly [key: string]: unknown };
const textsOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? textsOf(value as Tree) : [],
  );

const id = messagesFor("id").errors;
const NOT_SPEC = ACCOUNT_MSG.emailTaken;

function Shown({ texts }: { texts: string[] }) {
  const localize = useLocalize();
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{localize(text)}</li>
      ))}
    </ul>
  );
}

const page = (lang: Locale, texts: string[]) => (
  <I18nProvider lang={lang} messages={lang === "en" ? {} : { errors: messagesFor(lang).errors }}>
    <Shown texts={texts} />
  </I18nProvider>
);

let root: Root | null = null;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
});

describe("the error catalogue on demand (issue #35)", () => {
  it("resolves every spec text in the first load as the whole code tree does", () => {
    expect(textsOf(MSG).length).toBeGreaterThan(50);
    for (const text of textsOf(MSG)) expect(resolveSpecMessage(text)).toEqual(resolveMessage(text));
    expect(textsOf(MESSAGES).length).toBeGreaterThan(textsOf(MSG).length);
  });

  it("translates a spec text at once and another known text once the code tree has loaded", async () => {
    expect(loadedMessageCodes()).toBeNull();
    expect(id.cart.sizeRequired).not.toBe(MSG.cart.sizeRequired);
    root = createRoot(host);
    act(() => root!.render(page("id", [MSG.cart.sizeRequired, NOT_SPEC])));
    expect(host.textContent).toContain(id.cart.sizeRequired);
    expect(host.textContent).toContain(NOT_SPEC);
    await act(async () => {
      await loadMessageCodes();
    });
    expect(host.textContent).toContain(id.account.emailTaken);
    expect(host.textContent).not.toContain(NOT_SPEC);
  });

  it("renders on the server what the hydrating render shows: the spec's texts only, whatever has loaded", async () => {
    await loadMessageCodes();
    const html = renderToString(page("id", [MSG.cart.sizeRequired, NOT_SPEC]));
    expect(html).toContain(id.cart.sizeRequired);
    expect(html).toContain(NOT_SPEC);
  });

  it("shows an English page's messages as they come, an API answer by its English message", () => {
    root = createRoot(host);
    act(() => root!.render(page("en", [MSG.cart.sizeRequired, NOT_SPEC])));
    expect(host.textContent).toBe(`${MSG.cart.sizeRequired}${NOT_SPEC}`);
    setActiveErrors(id, "id");
    expect(localize({ code: "account.emailTaken", message: NOT_SPEC })).toBe(id.account.emailTaken);
    expect(localize(NOT_SPEC)).toBe(id.account.emailTaken);
  });
});
