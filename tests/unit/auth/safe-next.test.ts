import { safeNext } from "@/lib/domain/safe-next";

describe("the page after sign-in", () => {
  it("is the path the guard sent along", () => {
    expect(safeNext("/account/shipping-address")).toBe("/account/shipping-address");
    expect(safeNext("/account?tab=1")).toBe("/account?tab=1");
  });

  it("is home without a next path", () => {
    expect(safeNext(null)).toBe("/");
    expect(safeNext("")).toBe("/");
  });

  it("is home for anything that could leave the site", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\u0000//evil",
    ]) {
      expect(safeNext(next)).toBe("/");
    }
  });
});
