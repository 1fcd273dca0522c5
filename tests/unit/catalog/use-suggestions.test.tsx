/**
 * @jest-environment jsdom
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from "@/components/layout/use-suggestions";
import type { Suggestions as SuggestionData } from "@/lib/domain/catalog/contract";
import { freshSwrCache } from "../../support/swr-cache";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  url: string;
  answer: (data: SuggestionData) => void;
}

const answers: Pending[] = [];

/** Shows the first suggested product's name, or "none" while there are no suggestions. */
function Probe({ term }: { term: string }) {
  const data = useSuggestions(term);
  return <p>{data ? data.products[0]?.name : "none"}</p>;
}

const data = (name: string): SuggestionData => ({
  products: [{ id: 1, name, price: 1000, image_url: null }],
  categories: [],
  search_href: "",
});

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

let root: Root;
let Cache: ReturnType<typeof freshSwrCache>;
const show = (page: ReactNode) => root.render(<Cache>{page}</Cache>);
let container: HTMLDivElement;
const shown = () => container.textContent;

beforeEach(() => {
  jest.useFakeTimers();
  Cache = freshSwrCache();
  answers.length = 0;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    return new Promise<Response>((resolve) => {
      answers.push({
        url: String(url),
        answer: (body) =>
          resolve({ ok: true, status: 200, text: async () => JSON.stringify({ data: body }) } as Response),
      });
    });
  }) as typeof fetch;
  container = document.createElement("div");
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  jest.useRealTimers();
});

async function type(term: string, wait = 0) {
  await act(async () => show(<Probe term={term} />));
  await act(async () => {
    jest.advanceTimersByTime(wait);
    await flush();
  });
}

describe("useSuggestions", () => {
  it("asks nothing below two characters", async () => {
    await type("k", 1000);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(shown()).toBe("none");
  });

  it("waits for typing to pause: three quick keystrokes make one request", async () => {
    await type("ka", 50);
    await type("kao", 50);
    await type("kaos", SUGGEST_DEBOUNCE_MS);
    expect(answers.map((a) => new URL(a.url, "http://x").searchParams.get("q"))).toEqual(["kaos"]);
  });

  it("keeps the newest answer when an older one arrives late", async () => {
    await type("kaos", SUGGEST_DEBOUNCE_MS);
    await type("kemeja", SUGGEST_DEBOUNCE_MS);
    expect(answers).toHaveLength(2);
    await act(async () => {
      answers[1].answer(data("Kemeja Flanel"));
      await flush();
    });
    expect(shown()).toBe("Kemeja Flanel");
    await act(async () => {
      answers[0].answer(data("Kaos Polos"));
      await flush();
    });
    expect(shown()).toBe("Kemeja Flanel");
  });
});
