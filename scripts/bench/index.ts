/**
 * `npm run bench` (after `npm run build`): starts the production server on fresh embedded databases and
 * prints one table of Lighthouse scores, HTTP throughput and latency, listing scaling and API latency under
 * concurrent shoppers. Writes the same figures to bench-results/latest.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareCatalog } from "./grow-catalog";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { measureLoad, type LoadFigures } from "./load";
import { startServer, warm } from "./server";
import { measureShoppers } from "./shoppers";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PRODUCT_ID = Number(process.env.BENCH_PRODUCT_ID ?? 18);
const STATIC_PATH = "/media/brands/kota-kids.webp";
const FLOOR_PATH = process.env.BENCH_FLOOR_PATH ?? "/bench-floor";
const OUT = path.join("bench-results", "latest.json");
const tmp = (name: string) => path.join(os.tmpdir(), `storefront-bench-${name}`);

async function withServer<T>(dataDir: string, fn: (origin: string) => Promise<T>): Promise<T> {
  const server = await startServer({ port: PORT, dataDir });
  try {
    return await fn(server.origin);
  } finally {
    await server.stop();
  }
}

async function listingP50(total: number): Promise<LoadFigures> {
  const dir = tmp(`listing-${total}`);
  await prepareCatalog(dir, total);
  return withServer(dir, async (origin) => {
    await warm(origin, ["/api/v1/products?page=1&limit=8"]);
    return measureLoad(origin, "/api/v1/products?page=1&limit=8&sort=NEWEST", { connections: 8, seconds: 5 });
  });
}

function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`);
  console.table(rows);
}

async function main() {
  const started = new Date();
  const pages = ["/", "/products", `/product/${PRODUCT_ID}`];
  const main = tmp("main");
  const { lighthouse, load } = await (async () => {
    await prepareCatalog(main, 0);
    return withServer(main, async (origin) => {
      await warm(origin, [...pages, FLOOR_PATH, STATIC_PATH, "/api/v1/products"]);
      const lighthouse: LighthouseFigures[] = await runLighthouse(origin, [...pages, FLOOR_PATH]);
      const load: LoadFigures[] = [];
      for (const p of [STATIC_PATH, `/product/${PRODUCT_ID}`, "/products", "/api/v1/products"]) load.push(await measureLoad(origin, p));
      return { lighthouse, load };
    });
  })();
  const staticRate = load[0].requestsPerSec || 1;
  const listing1k = await listingP50(1_000);
  const listing100k = await listingP50(100_000);
  const shoppers = await withServer(main, (origin) =>
    measureShoppers(origin, { shoppers: 16, seconds: 10, productIds: [19, 43, 47, 61], size: "M", hubId: 3, subdistrictId: "31.74.05" }),
  );

  const floor = lighthouse.find((l) => l.path === FLOOR_PATH);
  const product = lighthouse.find((l) => l.path === `/product/${PRODUCT_ID}`);
  const results = {
    date: started.toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`,
    lighthouse,
    scriptOverFloorKb: product && floor ? Number((product.scriptKb - floor.scriptKb).toFixed(1)) : null,
    load: load.map((l) => ({ ...l, ratioToStatic: Number((l.requestsPerSec / staticRate).toFixed(2)) })),
    listing: { p50At1k: listing1k.p50, p50At100k: listing100k.p50, ratio: Number((listing100k.p50 / Math.max(listing1k.p50, 0.1)).toFixed(2)) },
    shoppers,
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2));

  console.log(`Benchmark ${results.date} on ${results.machine}`);
  printTable("Lighthouse (mobile, simulated throttling)", lighthouse.map((l) => ({ ...l })));
  console.log(`Script on the product page above the framework floor (${FLOOR_PATH}): ${results.scriptOverFloorKb} KB`);
  printTable("Throughput (autocannon, 32 connections, 10 s)", results.load.map((l) => ({ ...l })));
  printTable("Listing GET /api/v1/products page 1 (8 connections, 5 s)", [
    { products: 1_000, p50: listing1k.p50, p99: listing1k.p99, rps: listing1k.requestsPerSec },
    { products: 100_000, p50: listing100k.p50, p99: listing100k.p99, rps: listing100k.requestsPerSec },
  ]);
  console.log(`Listing p50 ratio 100k / 1k: ${results.listing.ratio}`);
  printTable("16 concurrent shoppers, 10 s", shoppers.map((s) => ({ ...s })));
  console.log(`\nWritten to ${OUT}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
