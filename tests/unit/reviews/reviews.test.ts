import { productJsonLd, jsonLdScript } from "@/components/product/product-json-ld";
import { formatRating, roundAverage, summarizeRatings } from "@/lib/domain/reviews/aggregate";
import type { ProductReviews } from "@/lib/domain/reviews/contract";
import { reviewFormProblems } from "@/lib/domain/reviews/form-check";
import { productReviewsQuerySchema, reviewSchema } from "@/lib/domain/reviews/inputs";
import { firstName } from "@/lib/domain/reviews/policy";
import { checkReviewText } from "@/lib/domain/reviews/text-check";

describe("review text check", () => {
  it.each([
    ["Bagus banget, bahannya adem", []],
    ["Ukuran M pas untuk tinggi 170 cm, berat 65 kg", []],
    ["Beli di https://toko.example sebelah lebih murah", ["link"]],
    ["cek www.tokolain.com", ["link"]],
    ["mampir ke tokolain.id ya", ["link"]],
    ["WA saya 0812-3456-7890", ["phone"]],
    ["hubungi +62 812 3456 7890", ["phone"]],
    ["Dasar GOBLOK penjualnya", ["word"]],
    ["main slot gacor di sini", ["word"]],
  ])("%s", (text, flags) => {
    expect(checkReviewText("Judul", text)).toEqual(flags);
  });

  it("matches whole words only", () => {
    expect(checkReviewText("Babinsa", "kabinet")).toEqual([]);
  });
});

describe("rating aggregate", () => {
  it("sums the count, the average to one decimal and the 1..5 distribution", () => {
    expect(
      summarizeRatings([
        { rating: 5, count: 3 },
        { rating: 4, count: 1 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({ count: 5, average: 4, distribution: [1, 0, 0, 1, 3] });
    expect(
      summarizeRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
      ]).average,
    ).toBe(4.3);
  });

  it("is empty without reviews and ignores stars outside 1..5", () => {
    expect(summarizeRatings([{ rating: 7, count: 2 }])).toEqual({
      count: 0,
      average: 0,
      distribution: [0, 0, 0, 0, 0],
    });
  });

  it("rounds half up and writes the average in the page's language", () => {
    expect(roundAverage(4.25)).toBe(4.3);
    expect(formatRating(4, "en")).toBe("4.0");
    expect(formatRating(4.5, "id")).toBe("4,5");
    expect(formatRating(4.5, "fr")).toBe("4,5");
  });

  it("shows the first name only", () => {
    expect(firstName("  Sari Dewi Lestari ")).toBe("Sari");
  });
});

describe("review form schema", () => {
  const ok = { product_id: 1, rating: 5, title: "Mantap", body: "Bahannya bagus sekali." };
  it("takes a rating 1..5, a title and a text within their limits", () => {
    expect(reviewSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { rating: 0 },
      { rating: 4.5 },
      { title: "ab" },
      { title: "x".repeat(81) },
      { body: "pendek" },
      { body: "x".repeat(2001) },
    ])
      expect(reviewSchema.safeParse({ ...ok, ...bad }).success).toBe(false);
  });

  it("trims before it counts", () => {
    expect(reviewSchema.safeParse({ ...ok, title: "   ab   " }).success).toBe(false);
  });

  it("lists in a known order and page", () => {
    expect(productReviewsQuerySchema.parse({ product_id: "3" })).toEqual({ product_id: 3, sort: "NEWEST", page: 1 });
    expect(productReviewsQuerySchema.safeParse({ product_id: "3", sort: "RANDOM" }).success).toBe(false);
  });
});

describe("JSON-LD rating", () => {
  const base = {
    url: "https://shop.example/product/1",
    name: "Kaos",
    sku: "K1",
    description: "d",
    images: [],
    price: 100000,
    inStock: true,
    category: null,
    homeUrl: "https://shop.example/",
  };
  const reviews: ProductReviews = {
    summary: { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] },
    reviews: [
      {
        id: "00000000-0000-4000-8000-000000000001",
        rating: 5,
        title: "</script><b>hi",
        body: "Bagus",
        author: "Sari",
        size_code: "M",
        verified_buyer: true,
        published_at: "2026-11-20T03:00:00.000Z",
        photos: [],
      },
    ],
    page: 1,
    page_count: 1,
  };

  it("has no rating without published reviews", () => {
    const [ld] = productJsonLd({ ...base, reviews: { ...reviews, summary: { ...reviews.summary, count: 0 } } });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
  });

  it("carries the aggregate and the reviews, with '<' escaped in the script", () => {
    const [ld] = productJsonLd({ ...base, reviews });
    expect(ld).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
      review: [{ "@type": "Review", author: { name: "Sari" }, reviewRating: { ratingValue: 5 } }],
    });
    expect(jsonLdScript(ld)).not.toContain("</script>");
  });
});

describe("the form's zod-free check agrees with the API's schema", () => {
  const cases = [
    { rating: 5, title: "Mantap", body: "Bahannya bagus sekali." },
    { rating: 0, title: "Mantap", body: "Bahannya bagus sekali." },
    { rating: 6, title: "Mantap", body: "Bahannya bagus sekali." },
    { rating: 3.5, title: "Mantap", body: "Bahannya bagus sekali." },
    { rating: 1, title: "  ab  ", body: "Bahannya bagus sekali." },
    { rating: 1, title: "x".repeat(80), body: "y".repeat(2000) },
    { rating: 1, title: "x".repeat(81), body: "y".repeat(2001) },
    { rating: 1, title: "abc", body: "  123456789  " },
  ];
  it.each(cases)("%o", (fields) => {
    const api = reviewSchema.safeParse({ product_id: 1, ...fields });
    const form = reviewFormProblems(fields);
    expect(form === null).toBe(api.success);
    if (!api.success)
      expect(Object.keys(form!).sort()).toEqual([...new Set(api.error.issues.map((i) => String(i.path[0])))].sort());
  });
});
