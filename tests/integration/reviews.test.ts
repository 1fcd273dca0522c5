/**
 * Buyers' reviews (issue 51, docs/reviews.md), on both databases: only a buyer of a completed order reviews; one
 * review per product and shopper (a second POST edits it); a flagged review waits for the staff and is not shown
 * until approved; another shopper cannot edit it or touch its photos; photos are checked as the return photos are
 * and served only once published; cards and the product carry the real rating.
 */
import { revalidateTag } from "next/cache";
import { POST as myReview } from "@/app/api/v1/my-review/route";
import { GET as product } from "@/app/api/v1/product/route";
import { GET as productReviews } from "@/app/api/v1/product-reviews/route";
import { POST as photoRemove } from "@/app/api/v1/review-photo-remove/route";
import { POST as reviewPhotos } from "@/app/api/v1/review-photos/route";
import { POST as reviews } from "@/app/api/v1/reviews/route";
import { GET as servePhoto } from "@/app/api/review-photos/[id]/route";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import { runStaffCommand } from "@/lib/server/returns/ops-commands";
import { exportReviews, importReviews } from "@/lib/server/reviews/csv";
import { assertMatchesContract } from "../support/contract";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, pay, placeDelivery, type Shopper } from "./orders-fixtures";
import { photo, received, stockTheHub } from "./returns-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
jest.mock("next/server", () => ({ ...jest.requireActual<object>("next/server"), connection: jest.fn() }));
const expire = jest.mocked(revalidateTag);

beforeAll(stockTheHub);
beforeEach(() => expire.mockClear());

const body = (extra: Record<string, unknown> = {}) => ({
  product_id: EVERYWHERE,
  rating: 5,
  title: "Nyaman dipakai",
  body: "Bahannya adem dan jahitannya rapi, ukuran pas.",
  ...extra,
});

const write = (who: Shopper, extra: Record<string, unknown> = {}) =>
  call(reviews, "POST", "/api/v1/reviews", { body: body(extra), token: who.token });

const list = (query: Record<string, string | number> = {}) =>
  call(productReviews, "GET", "/api/v1/product-reviews", { query: { product_id: EVERYWHERE, ...query } });

async function uploadPhoto(who: Shopper, reviewId: string, name: string, bytes: Buffer) {
  const url = new URL("http://localhost/api/v1/review-photos");
  url.searchParams.set("review_id", reviewId);
  url.searchParams.set("name", name);
  const res = await reviewPhotos(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", authorization: `Bearer ${who.token}` },
      body: new Uint8Array(bytes),
    }),
  );
  const json = (await res.json()) as { data?: { id: string; url: string }; error?: { code: string } };
  assertMatchesContract("POST", url.pathname, res.status, json);
  return { status: res.status, data: json.data, error: json.error };
}

const photoStatus = async (url: string) => {
  const id = url.split("/").pop()!;
  const res = await servePhoto(new Request(`http://localhost${url}`), { params: Promise.resolve({ id }) });
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control") };
};

/** A shopper with a completed order holding the product. */
async function buyer(): Promise<Shopper> {
  const who = await newShopper();
  await received(who);
  return who;
}

describe("who may review", () => {
  it("refuses a shopper who never bought the product, and one whose order is not completed", async () => {
    const stranger = await newShopper();
    const refused = await write(stranger);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("reviews.notBuyer");

    const paidOnly = await newShopper();
    await pay(await placeDelivery(paidOnly));
    expect((await write(paidOnly)).status).toBe(403);
    const state = await call(myReview, "POST", "/api/v1/my-review", {
      body: { product_id: EVERYWHERE },
      token: paidOnly.token,
    });
    expect(state.data).toEqual({ can_review: false, review: null });
  });

  it("refuses a guest (401) and bad input with the field's message", async () => {
    expect((await call(reviews, "POST", "/api/v1/reviews", { body: body() })).status).toBe(401);
    const who = await buyer();
    const bad = await write(who, { rating: 6, title: "ok", body: "short" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.fields ?? {})).toEqual(expect.arrayContaining(["rating", "title", "body"]));
  });
});

describe("one review per product and shopper", () => {
  it("publishes at once, shows the first name, size and badge, and a second POST edits it", async () => {
    const who = await buyer();
    const first = await write(who, { rating: 4 });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: "PUBLISHED", rating: 4, author: "Sari", verified_buyer: true });
    expect(first.data.size_code).toEqual(expect.any(String));
    expect(expire).toHaveBeenCalledWith(productTag(EVERYWHERE), { expire: 0 });
    expect(expire).toHaveBeenCalledWith(CACHE_TAGS.products, { expire: 0 });

    const edited = await write(who, { rating: 2, title: "Berubah pikiran" });
    expect(edited.data.id).toBe(first.data.id);
    expect(edited.data).toMatchObject({ rating: 2, title: "Berubah pikiran", status: "PUBLISHED" });
    const mine = (await list({ sort: "NEWEST" })).data.reviews as { id: string }[];
    expect(mine.filter((r) => r.id === first.data.id)).toHaveLength(1);
  });

  it("counts published reviews in the product's rating and the distribution", async () => {
    const before = (await list()).data.summary as { count: number; distribution: number[] };
    const a = await buyer();
    const b = await buyer();
    await write(a, { rating: 5 });
    await write(b, { rating: 3 });
    const after = (await list()).data.summary as { count: number; average: number; distribution: number[] };
    expect(after.count).toBe(before.count + 2);
    expect(after.distribution[4]).toBe(before.distribution[4]! + 1);
    expect(after.distribution[2]).toBe(before.distribution[2]! + 1);
    const detail = await call(product, "GET", "/api/v1/product", { query: { id: EVERYWHERE } });
    const p = (detail.data.product ?? detail.data) as { rating_average: number; rating_count: number };
    expect(p.rating_count).toBe(after.count);
    expect(p.rating_average).toBe(after.average);
  });
});

describe("moderation", () => {
  it("holds a review with a phone number until the staff approve it", async () => {
    const who = await buyer();
    const held = await write(who, { body: "Bagus! Hubungi saya di 0812-3456-7890 untuk jual lagi." });
    expect(held.data.status).toBe("PENDING");
    expect(expire).not.toHaveBeenCalled();
    const shown = async () => ((await list()).data.reviews as { id: string }[]).some((r) => r.id === held.data.id);
    expect(await shown()).toBe(false);

    const pending = await runStaffCommand(["reviews", "pending"]);
    expect(pending.lines.join("\n")).toContain(String(held.data.id).slice(0, 8));
    expect(pending.lines.join("\n")).toContain("phone");
    const approved = await runStaffCommand(["reviews", "approve", String(held.data.id).slice(0, 8)]);
    expect(approved.code).toBe(0);
    expect(approved.changedProductId).toBe(EVERYWHERE);
    expect(await shown()).toBe(true);
    expect((await runStaffCommand(["reviews", "approve", String(held.data.id)])).code).toBe(1);
  });

  it("a rejected review is never shown", async () => {
    const who = await buyer();
    const held = await write(who, { title: "Cek www.tokosebelah.com" });
    expect(held.data.status).toBe("PENDING");
    expect((await runStaffCommand(["reviews", "reject", String(held.data.id), "spam"])).code).toBe(0);
    const ids = ((await list()).data.reviews as { id: string }[]).map((r) => r.id);
    expect(ids).not.toContain(held.data.id);
  });
});

describe("photos", () => {
  it("takes up to three real photos, served once published; refuses a text file named .jpg", async () => {
    const who = await buyer();
    const held = await write(who, { body: "Jahitan rapi, bahan tebal, cek https://example.com" });
    const id = String(held.data.id);
    const fake = await uploadPhoto(who, id, "foto.jpg", Buffer.from("not an image at all"));
    expect(fake.status).toBe(415);
    expect(fake.error?.code).toBe("reviews.notPhoto");

    const up = await uploadPhoto(who, id, "foto.jpg", await photo());
    expect(up.status).toBe(201);
    // Pending: its photo is not served yet.
    expect((await photoStatus(up.data!.url)).status).toBe(404);
    await runStaffCommand(["reviews", "approve", id]);
    const served = await photoStatus(up.data!.url);
    expect(served).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(served.cache).toContain("public");

    expect((await uploadPhoto(who, id, "2.jpg", await photo())).status).toBe(201);
    expect((await uploadPhoto(who, id, "3.jpg", await photo())).status).toBe(201);
    const fourth = await uploadPhoto(who, id, "4.jpg", await photo());
    expect(fourth.status).toBe(409);
    expect(fourth.error?.code).toBe("reviews.tooManyPhotos");

    const withPhotos = (await list({ sort: "PHOTOS" })).data.reviews as { id: string; photos: unknown[] }[];
    expect(withPhotos.find((r) => r.id === id)?.photos).toHaveLength(3);
  });
});

describe("another shopper", () => {
  it("cannot edit a review, add or remove its photos, or read it as theirs", async () => {
    const owner = await buyer();
    const mine = await write(owner);
    const id = String(mine.data.id);
    const up = await uploadPhoto(owner, id, "a.jpg", await photo());
    const other = await buyer();
    expect((await uploadPhoto(other, id, "b.jpg", await photo())).status).toBe(404);
    const removed = await call(photoRemove, "POST", "/api/v1/review-photo-remove", {
      body: { review_id: id, photo_id: up.data!.id },
      token: other.token,
    });
    expect(removed.status).toBe(404);
    // Their own POST writes their own review, never the owner's.
    const theirs = await write(other, { rating: 1, title: "Punya saya" });
    expect(theirs.data.id).not.toBe(id);
    const owners = await call(myReview, "POST", "/api/v1/my-review", {
      body: { product_id: EVERYWHERE },
      token: owner.token,
    });
    expect(owners.data.review).toMatchObject({ id, rating: 5 });
  });
});

describe("the catalogue tool's reviews.csv", () => {
  it("exports reviews and imports them back; a bad file is refused whole with line and column", async () => {
    const who = await buyer();
    const written = await write(who, { rating: 3, title: "Biasa saja" });
    const { csv } = await exportReviews();
    const line = csv.split("\r\n").find((l) => l.startsWith(String(written.data.id)))!;
    expect(line).toContain("Biasa saja");

    const header = csv.split("\r\n")[0]!;
    const edited = line.replace("Biasa saja", "Ternyata bagus").replace(",3,", ",5,");
    expect(await importReviews(`${header}\r\n${edited}\r\n`, false)).toMatchObject({
      code: 0,
      lines: ["reviews: 0 created, 1 updated"],
      changedProducts: [EVERYWHERE],
    });
    const mine = await call(myReview, "POST", "/api/v1/my-review", {
      body: { product_id: EVERYWHERE },
      token: who.token,
    });
    expect(mine.data.review).toMatchObject({ rating: 5, title: "Ternyata bagus" });

    const stranger = await newShopper();
    const bad = [
      header,
      edited.replace("Ternyata bagus", "Tidak jadi"),
      line.replace(who.email, stranger.email),
      line.replace(",3,", ",9,"),
    ].join("\n");
    const refused = await importReviews(bad, false);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^reviews\.csv line 3, column email: this shopper has no completed order/),
        expect.stringMatching(/^reviews\.csv line 4, column rating: must be a whole number of stars from 1 to 5/),
        "Nothing was written.",
      ]),
    );
    const after = await call(myReview, "POST", "/api/v1/my-review", {
      body: { product_id: EVERYWHERE },
      token: who.token,
    });
    expect(after.data.review).toMatchObject({ title: "Ternyata bagus" });
  });
});
