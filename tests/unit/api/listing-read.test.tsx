/**
 * @jest-environment jsdom
 */
import { act, useEffect } from "react";
import { useListingPages, type ListingPages } from "@/lib/api/listing";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { FAILED, flushPromises, holdFetch, type HeldRequest } from "../../support/held-fetch";
import { probeRoot } from "../../support/swr-cache";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { show, shown } = probeRoot();

let asked: HeldRequest[] = [];
/** SWR's first wait before a failed read is tried again (its errorRetryInterval). */
const RETRY_MS = 5_000;

const pageOf = (url: string) => Number(new URL(url, "http://shop.test").searchParams.get("page"));

let latest: ListingPages;
function Probe({ filters }: { filters: ListingFilters }) {
  const listing = useListingPages(filters);
  useEffect(() => {
    latest = listing;
  });
  const ids = listing.pages.flatMap((page) => page.products.map((product) => product.id));
  return <p>{`${ids.join(",")}|${listing.loading ? "loading" : ""}|${listing.failed ? "failed" : ""}`}</p>;
}

/** Answers a page's request: one product whose id is the page's number, or a failure. */
const answer = async (index: number, status = 200) =>
  act(async () => {
    const page = pageOf(asked[index]!.url);
    asked[index]!.answer(status, status < 400 ? { data: { products: [{ id: page }], product_count: 99 } } : FAILED);
    await flushPromises();
  });

/** Asks for the next page and lets the read start. */
const more = () =>
  act(async () => {
    latest.loadMore();
    await flushPromises();
  });

let category = 100;
const freshFilters = (): ListingFilters => ({ category_id: (category += 1), sort: "NEWEST" });

beforeEach(() => {
  asked = holdFetch();
});

test("asks for pages 2, 3, … in order, one at a time, and shows each as it comes", async () => {
  const filters = freshFilters();
  show(<Probe filters={filters} />);
  expect(asked).toHaveLength(0);
  expect(shown()).toBe("||");
  await more();
  await more();
  expect(asked).toHaveLength(1);
  expect(asked[0]!.url).toMatch(/\/products\?.*category_id=\d+.*page=2/);
  expect(shown()).toBe("|loading|");
  await answer(0);
  expect(shown()).toBe("2||");
  await more();
  expect(pageOf(asked[1]!.url)).toBe(3);
  await answer(1);
  expect(shown()).toBe("2,3||");
});

test("back on the listing, the pages loaded before are there in the first render, and the next one follows them", async () => {
  const filters = freshFilters();
  show(<Probe filters={filters} />);
  await more();
  await answer(0);
  show(<p>another page</p>);
  show(<Probe filters={filters} />);
  expect(shown()).toBe("2||");
  await more();
  expect(pageOf(asked[1]!.url)).toBe(3);
  // Another filter set starts from page 2.
  show(<Probe key="other" filters={freshFilters()} />);
  expect(shown()).toBe("||");
});

test("a page answered after the shopper left is kept for the way back", async () => {
  const filters = freshFilters();
  show(<Probe filters={filters} />);
  await more();
  show(<p>another page</p>);
  await answer(0);
  show(<Probe filters={filters} />);
  expect(shown()).toBe("2||");
});

test("a failed page is reported, not asked for again at once, and asked for again after a while", async () => {
  jest.useFakeTimers();
  const filters = freshFilters();
  show(<Probe filters={filters} />);
  await more();
  await answer(0, 500);
  expect(shown()).toBe("||failed");
  await more();
  expect(asked).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(RETRY_MS);
    await flushPromises();
  });
  expect(asked).toHaveLength(2);
  expect(pageOf(asked[1]!.url)).toBe(2);
  await answer(1);
  expect(shown()).toBe("2||");
});

test("a page the API refuses (4xx) is not asked for again", async () => {
  jest.useFakeTimers();
  show(<Probe filters={freshFilters()} />);
  await more();
  await answer(0, 404);
  await act(async () => {
    jest.advanceTimersByTime(10 * RETRY_MS);
    await flushPromises();
  });
  expect(asked).toHaveLength(1);
  expect(shown()).toBe("||failed");
});
