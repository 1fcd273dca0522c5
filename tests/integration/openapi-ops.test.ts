import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { GET as getOpsDocument } from "@/app/api/ops/openapi.json/route";
import { OPS_ROUTES } from "@/lib/domain/ops/routes";
import { openApiDocument, opsOpenApiDocument } from "../support/contract";

const OPS_DIR = join(process.cwd(), "app/api/ops");
/** Not described: the document itself, and the staff tool's own endpoint (`npm run ops` over HTTP, docs/orders.md). */
const UNDESCRIBED = ["GET /api/ops/openapi.json", "POST /api/ops"];

function served(dir = OPS_DIR, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) served(path, into);
    else if (name === "route.ts") {
      const url = `/api/ops${relative(OPS_DIR, dir) ? `/${relative(OPS_DIR, dir)}` : ""}`;
      for (const m of readFileSync(path, "utf8").matchAll(
        /export (?:const|async function|function) (GET|POST|PUT|DELETE)\b/g,
      ))
        into.push(`${m[1]} ${url}`);
    }
  }
  return into;
}

type Json = Record<string, unknown>;

describe("the ops API's OpenAPI document, apart from the retail API's", () => {
  it("is a valid OpenAPI 3.1 document", () => {
    const out = spawnSync(process.execPath, ["scripts/validate-openapi.mjs"], {
      input: JSON.stringify(opsOpenApiDocument()),
      encoding: "utf8",
    });
    expect(out.stderr).toBe("");
    expect(out.stdout.trim()).toBe("valid OpenAPI 3.1");
  });

  it("describes every ops route the app serves, tagged apart, and the retail document has none of them", () => {
    expect(OPS_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      served()
        .filter((op) => !UNDESCRIBED.includes(op))
        .sort(),
    );
    const paths = opsOpenApiDocument().paths as Record<string, Record<string, Json>>;
    const op = paths["/api/ops/stock"]!.post!;
    expect(op.tags).toEqual(["ops: stock sync"]);
    expect(Object.keys(op.responses as Json).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "415",
      "429",
      "500",
    ]);
    const info = opsOpenApiDocument().info as Json;
    expect(info.title).toBe("Storefront ops API");
    const schemes = (opsOpenApiDocument().components as { securitySchemes: { bearer: Json } }).securitySchemes;
    expect(schemes.bearer.description).toMatch(/STOCK_SYNC_TOKEN/);
    expect(Object.keys(openApiDocument().paths as Json).filter((p) => p.startsWith("/api/ops"))).toEqual([]);
    const tags = Object.values(openApiDocument().paths as Record<string, Record<string, { tags: string[] }>>).flatMap(
      (item) => Object.values(item).flatMap((o) => o.tags),
    );
    expect(tags).not.toContain("ops: stock sync");
  });

  it("leaves the shopper API without any way to set stock: no retail route reaches the sync", () => {
    const retail = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory()
          ? retail(join(dir, name))
          : name === "route.ts"
            ? [readFileSync(join(dir, name), "utf8")]
            : [],
      );
    const sources = retail(join(process.cwd(), "app/api/v1"));
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((src) => /stock\/sync|syncStock|stockSyncInputSchema/.test(src))).toEqual([]);
  });

  it("is served at /api/ops/openapi.json", async () => {
    const res = getOpsDocument();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(opsOpenApiDocument());
  });
});
