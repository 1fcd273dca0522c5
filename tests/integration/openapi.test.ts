import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { GET as getDocument } from "@/app/api/v1/openapi.json/route";
import { GET as getHealth } from "@/app/api/v1/health/route";
import { API_ROUTES } from "@/lib/domain/api/routes";
import { assertMatchesContract, openApiDocument } from "../support/contract";
import { call } from "../support/http";

const API_DIR = join(process.cwd(), "app/api/v1");

/** Every `route.ts` under app/api/v1 with the methods it exports, as "GET /api/v1/cart". */
function implementedOperations(dir = API_DIR, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) implementedOperations(path, into);
    else if (name === "route.ts") {
      const source = readFileSync(path, "utf8");
      const url = `/api/v1/${relative(API_DIR, dir)}`;
      for (const m of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|DELETE)\b/g))
        into.push(`${m[1]} ${url}`);
    }
  }
  return into;
}

describe("the OpenAPI document of /api/v1", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    // The validator is ESM-only: it runs in its own Node process.
    const out = spawnSync(process.execPath, ["scripts/validate-openapi.mjs"], {
      input: JSON.stringify(openApiDocument()),
      encoding: "utf8",
    });
    expect(out.stderr).toBe("");
    expect(out.stdout.trim()).toBe("valid OpenAPI 3.1");
    expect(openApiDocument().openapi).toBe("3.1.0");
  });

  it("describes every route the app serves, and nothing it does not", () => {
    const documented = API_ROUTES.map((r) => `${r.method} ${r.path}`).filter((op) => op !== "GET /api/v1/openapi.json");
    const served = implementedOperations().filter((op) => op !== "GET /api/v1/openapi.json");
    expect([...documented].sort()).toEqual([...served].sort());
    expect(new Set(API_ROUTES.map((r) => r.operationId)).size).toBe(API_ROUTES.length);
  });

  it("is served at /api/v1/openapi.json", async () => {
    const res = getDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual(openApiDocument());
  });

  it("fails an answer whose field was renamed, and an error without its code", async () => {
    const res = await call(getHealth, "GET", "/api/v1/health");
    expect(res.data).toEqual({ status: "ok" });
    expect(() => assertMatchesContract("GET", "/api/v1/health", 200, { data: { state: "ok" } })).toThrow(
      /does not match/,
    );
    expect(() => assertMatchesContract("GET", "/api/v1/health", 500, { error: { message: "x" } })).toThrow(
      /does not match/,
    );
    expect(() =>
      assertMatchesContract("GET", "/api/v1/health", 404, { error: { code: "http.404", message: "x" } }),
    ).toThrow(/does not list/);
  });

  it("documents the best-selling sort and the colours of a product's style", () => {
    const doc = JSON.stringify(openApiDocument());
    const paths = openApiDocument().paths as Record<string, { get: { parameters: { name: string }[] } }>;
    const listing = paths["/api/v1/products"]!.get;
    const sort = JSON.stringify(listing.parameters.find((p) => p.name === "sort"));
    expect(sort).toContain('"POPULAR"');
    expect(doc).toContain('"colours"');
    expect(doc).toContain('"size_codes"');
    const card = { id: 1, color_name: "Hitam", image_url: "/media/x.webp" };
    expect(() =>
      assertMatchesContract("GET", "/api/v1/products", 200, {
        data: { products: [{ colours: [{ ...card, id: "1" }] }], product_count: 1 },
      }),
    ).toThrow(/does not match/);
  });
});
