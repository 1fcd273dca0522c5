import { isShopPath, safeNext } from "@/lib/domain/safe-next";

describe("the one check of a next path", () => {
  it("keeps a path of this shop, with its query and hash", () => {
    for (const next of [
      "/",
      "/account/shipping-address",
      "/account?tab=1",
      "/id/products?sort=NEWEST#grid",
      "/fr/product/19",
      "/products?q=a%2Fb&category_id=9",
      "/language/en?next=%2Fid%2Ffaq",
      "/sign-in?next=%2Flanguage%2Fid%3Fnext%3D%252Ftnc",
    ])
      expect({ next, kept: safeNext(next) }).toEqual({ next, kept: next });
  });

  it("is home without a next path", () => {
    expect(safeNext(null)).toBe("/");
    expect(safeNext(undefined)).toBe("/");
    expect(safeNext("")).toBe("/");
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "evil.example/x"],
    ["protocol-relative", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later on", "/x/\\evil.example"],
    ["a control character", "/\u0000//evil"],
    ["a tab browsers drop", "/\t/evil.example"],
    ["a line break", "/a\nb"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["lower-case encoding", "/%2f%2fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded slash after a real one", "/%2Fevil.example"],
    ["a mixed slash and backslash", "/%2F%5Cevil.example"],
    ["a backslash and an encoded slash", "/\\%2Fevil.example"],
    ["double encoding", "/%252F%252Fevil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["a language prefix before //", "/fr//evil.example/x"],
    ["a language prefix before /\\", "/id/\\evil.example"],
    ["a language prefix before an encoded slash", "/fr/%2Fevil.example"],
    ["a language prefix before an encoded backslash", "/id/%5Cevil.example"],
    ["an empty segment further on", "/account//evil.example"],
    ["a path that does not decode", "/%E0%A4%A"],
    ["too long", `/${"x".repeat(3000)}`],
  ])("refuses %s", (_why, next) => {
    expect(isShopPath(next)).toBe(false);
    expect(safeNext(next)).toBe("/");
  });

  it.each([
    ["the language switch", "/language/en?next=/fr//evil.example/x"],
    ["the language switch, encoded", "/language/en?next=%2Ffr%2F%2Fevil.example%2Fx"],
    ["the language switch with a backslash", "/language/id?next=%2F%5Cevil.example"],
    ["sign-in, then the language switch", "/sign-in?next=%2Flanguage%2Fen%3Fnext%3D%252Ffr%252F%252Fevil.example"],
    ["a second next after a good one", "/language/en?next=/faq&next=//evil.example"],
    [
      "too deep",
      `/a?next=${encodeURIComponent(`/b?next=${encodeURIComponent(`/c?next=${encodeURIComponent("/d?next=%2Fe")}`)}`)}`,
    ],
  ])("refuses a chained redirect through %s", (_why, next) => {
    expect(safeNext(next)).toBe("/");
  });
});
