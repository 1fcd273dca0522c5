import { GET } from "@/app/language/[lang]/route";

/** The footer's language links go through this route: the choice is kept by the server, without any script. */
async function choose(lang: string, next: string | null, init: RequestInit = {}) {
  const url = new URL(`http://localhost/language/${lang}`);
  if (next !== null) url.searchParams.set("next", next);
  return GET(new Request(url, init), { params: Promise.resolve({ lang }) });
}

describe("GET /language/<lang>", () => {
  it("keeps the choice in the lang cookie for a year and opens the same page in that language", async () => {
    const res = await choose("id", "/products?sort=NEWEST#grid");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/id/products?sort=NEWEST#grid");
    expect(res.headers.get("set-cookie")).toBe("lang=id; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("takes English back to the unprefixed address, from any language's page", async () => {
    expect((await choose("en", "/id/tnc")).headers.get("location")).toBe("/tnc");
    expect((await choose("en", "/fr")).headers.get("location")).toBe("/");
    expect((await choose("fr", "/id/faq")).headers.get("location")).toBe("/fr/faq");
  });

  it("never leaves the shop: another site, a protocol-relative or backslash path, or junk opens the language's home", async () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a\nb",
      "x".repeat(3000),
      // A language prefix the switch takes off, and the encoded forms a server or browser decodes.
      "/fr//evil.example/x",
      "/id/\\evil.example",
      "/fr/%2Fevil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/language/en?next=%2Ffr%2F%2Fevil.example",
    ]) {
      expect((await choose("id", next)).headers.get("location")).toBe("/id");
    }
    expect((await choose("id", null)).headers.get("location")).toBe("/id");
  });

  it("is a 404 for a language the shop does not speak, and sets nothing", async () => {
    const res = await choose("de", "/");
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("marks the cookie Secure over https", async () => {
    const res = await choose("fr", "/", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("set-cookie")).toContain("; Secure");
  });
});
