/**
 * `npm run bench` (after `npm run build`): starts the production server on fresh embedded databases and
 * prints one table of Lighthouse scores, HTTP throughput and latency, listing scaling and API latency under
 * concurrent shoppers. Writes the same figures to bench-results/latest.json.
 *
 * BENCH_PORT (default 3210), CHROME_PATH (default /usr/bin/chromium), BENCH_PRODUCT_ID (default 18), BENCH_LH_RUNS
 * (Lighthouse runs per page, default 3: the median is reported);
 * BENCH_DATABASE_URL runs the throughput, shopper and burst parts against a fresh PostgreSQL database next to it.
 *
 * Parts: lighthouse (/, /products, a product page, /cart, /checkout and the floor page), interaction (hydration and
 * input to next paint at 4× CPU: ./interaction.ts; BENCH_INTERACTION_RUNS, default 5), throughput (with the shoppers), listing, search (./search.ts), burst (the cached product page
 * during 32 connections of unique searches: ./burst.ts), instances (one instance against two on PostgreSQL and
 * Redis: instances.ts; BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * BENCH_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379; BENCH_INSTANCES_SECONDS, default 10).
 * import: the catalogue import at scale on PostgreSQL (./import.ts; BENCH_IMPORT_PRODUCTS, BENCH_IMPORT_PER_SKU).
 * observe: the cached product page's throughput with metrics and tracing off, metrics on, and both on (./observe.ts;
 * BENCH_OBSERVE_ROUNDS, default 3; BENCH_OBSERVE_SECONDS, default 10; ports BENCH_PORT to BENCH_PORT + 2).
 * `npm run bench -- --only instances` (or `--only listing,instances`) runs only those parts; the JSON then holds
 * only their figures and lists them in `parts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareCatalog } from "./grow-catalog";
import { measureFilters } from "./filters";
import { measureLoad, type LoadFigures } from "./load";
import { instancesRows, measureInstances, type InstancesFigures } from "./instances";
import { freshPostgres } from "./postgres";
import { warm } from "./server";
import { measureShoppers } from "./shoppers";
import { measureSearch } from "./search";
import { measureBurst } from "./burst";
import { measureImport } from "./import";
import { observePart } from "./observe-part";
import { FLOOR_PATH, PRODUCT_PATH, interactionPart, lighthousePart } from "./page-parts";
import { PORT, printTable, tmp, withServer } from "./bench-server";

const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
const STATIC_PATH = "/media/brands/kota-kids.webp";
const OUT = path.join("bench-results", "latest.json");
const PARTS = [
  "lighthouse",
  "interaction",
  "throughput",
  "listing",
  "search",
  "instances",
  "filters",
  "burst",
  "import",
  "observe",
] as const;
type Part = (typeof PARTS)[number];

const LISTING_PATH = "/api/v1/products?page=1&limit=8&sort=NEWEST";

async function listingOnce(dir: string): Promise<LoadFigures> {
  return withServer(dir, async (origin) => {
    await warm(origin, [LISTING_PATH], 10);
    return measureLoad(origin, LISTING_PATH, { connections: 8, seconds: 5 });
  });
}

/**
 * Listing latency at 1k and at 100k products. Both catalogues are generated first (generating 100k rows in this
 * process right before measuring skewed the first figure), then measured in two alternating rounds; each size
 * keeps its round with the lower p50, so a burst of other work on the machine does not decide the ratio.
 */
async function listingScale(): Promise<{ at1k: LoadFigures; at100k: LoadFigures }> {
  const small = tmp("listing-1000");
  const large = tmp("listing-100000");
  await prepareCatalog(small, 1_000);
  await prepareCatalog(large, 100_000);
  const best = (a: LoadFigures, b: LoadFigures) => (b.p50 < a.p50 ? b : a);
  let at1k = await listingOnce(small);
  let at100k = await listingOnce(large);
  at1k = best(at1k, await listingOnce(small));
  at100k = best(at100k, await listingOnce(large));
  return { at1k, at100k };
}

/** `--only a,b` (or `--only=a,b`): the parts to run; all of them without it. */
function selectedParts(argv: string[]): Part[] {
  const i = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i < 0) return [...PARTS];
  const value = argv[i].startsWith("--only=") ? argv[i].slice("--only=".length) : (argv[i + 1] ?? "");
  const parts = value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (!parts.length || unknown.length)
    throw new Error(
      `--only takes parts among ${PARTS.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`,
    );
  return parts as Part[];
}

async function throughputPart() {
  const loadDir = tmp("load");
  await prepareCatalog(loadDir, 0);
  const loadUrl = PG_URL ? await freshPostgres(PG_URL) : undefined;
  const { rawLoad, shoppers } = await withServer(
    loadDir,
    async (origin) => {
      // The floor page is the framework's own cost for a prerendered page: what any page rate is bounded by.
      const paths = [STATIC_PATH, FLOOR_PATH, PRODUCT_PATH, "/products", "/api/v1/products"];
      await warm(origin, paths);
      const rawLoad: LoadFigures[] = [];
      for (const p of paths) rawLoad.push(await measureLoad(origin, p));
      const shoppers = await measureShoppers(origin, {
        shoppers: 16,
        seconds: 10,
        productIds: [19, 43, 47, 61],
        hubId: 3,
        subdistrictId: "31.74.05",
      });
      return { rawLoad, shoppers };
    },
    loadUrl,
  );
  const staticRate = rawLoad[0].requestsPerSec || 1;
  const load = rawLoad.map((l) => ({ ...l, ratioToStatic: Number((l.requestsPerSec / staticRate).toFixed(2)) }));
  printTable("Throughput (autocannon, 32 connections, 10 s each)", load);
  printTable("Add to cart and checkout-shipping, 16 concurrent shoppers, 10 s (latency ms)", shoppers);
  return { load, shoppers };
}

async function listingPart() {
  const { at1k: listing1k, at100k: listing100k } = await listingScale();
  const listing = {
    at1k: listing1k,
    at100k: listing100k,
    p50Ratio: Number((listing100k.p50 / Math.max(listing1k.p50, 0.1)).toFixed(2)),
  };
  printTable(`Listing GET ${LISTING_PATH} (8 connections, 5 s, better of two rounds)`, [
    { products: 1_000, ...listing1k },
    { products: 100_000, ...listing100k },
  ]);
  console.log(`Listing p50 at 100k / at 1k: ${listing.p50Ratio}`);
  return { listing };
}

/** Search (issue #19): the products API's search at 1k and 100k products, suggestions at 100k (./search.ts). */
async function searchPart() {
  const search = await measureSearch(PORT);
  printTable("Search and suggestions (8 connections, 5 s, better of two rounds)", search.rows);
  console.log(
    `Search p50 at 100k / at 1k: typo ${search.typoP50Ratio}, no match ${search.noneP50Ratio}; suggestions p50 at 100k: ${search.suggestP50At100k} ms`,
  );
  return { search };
}

/** The filtered listing at 100k products, without then with the filter indexes (scripts/bench/filters.ts). */
async function filtersPart() {
  const dir = tmp("filters-100000");
  await prepareCatalog(dir, 100_000);
  const before = await measureFilters(dir, PORT, false);
  const after = await measureFilters(dir, PORT, true);
  const row = (f: typeof before) => ({
    indexes: f.indexes,
    pageP50: f.page.p50,
    pageP99: f.page.p99,
    pageRps: f.page.requestsPerSec,
    uncachedP50: f.uncachedPage.p50,
    uncachedMax: f.uncachedPage.max,
    apiP50: f.api.p50,
    apiP99: f.api.p99,
    non2xx: f.page.non2xx + f.api.non2xx,
  });
  printTable(
    "Filtered listing at 100,000 products (ms; page and API: 8 connections, 5 s; uncached: 20 requests, new price range each)",
    [row(before), row(after)],
  );
  return { filters: { before, after } };
}

/** The cached product page while 32 connections search (issue #34 point 9, ./burst.ts). */
async function burstPart() {
  const dir = tmp("burst");
  await prepareCatalog(dir, 0);
  // On PostgreSQL (BENCH_DATABASE_URL) the searches' queries run in the database's processes, as in a deploy; on
  // PGlite they run in the server's own event loop, between the probes.
  const url = PG_URL ? await freshPostgres(PG_URL) : undefined;
  const burst = await withServer(dir, (origin) => measureBurst(origin, PRODUCT_PATH), url);
  printTable(
    `Cached product page during 32 connections of unique searches, 10 s (probe ms; ${url ? "PostgreSQL" : "PGlite"})`,
    [burst],
  );
  return { burst };
}

/**
 * One instance against two on PostgreSQL and Redis. In the whole bench a missing PostgreSQL or Redis skips it (the
 * JSON says why); run on its own (`--only instances`) it fails instead.
 */
async function instancesPart(alone: boolean): Promise<{ instances: InstancesFigures | { skipped: string } }> {
  const seconds = Number(process.env.BENCH_INSTANCES_SECONDS ?? 10);
  try {
    const instances = await measureInstances({
      databaseUrl: PG_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
      redisUrl: process.env.BENCH_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379",
      port: PORT,
      productPath: PRODUCT_PATH,
      apiPath: "/api/v1/products",
      connections: 32,
      seconds,
    });
    printTable(
      `One instance against two, PostgreSQL + Redis shared cache (32 connections in all, ${seconds} s each; two instances: 16 each, p50/p99 the higher)`,
      instancesRows(instances),
    );
    console.log(
      Object.entries(instances.ratio)
        .map(([p, r]) => `${p}: 2 instances / 1 = ${r}`)
        .join("; "),
    );
    console.log(instances.note);
    return { instances };
  } catch (error) {
    if (alone) throw error;
    const skipped = `not run: ${error instanceof Error ? error.message : String(error)}`;
    console.log(`\nOne instance against two: ${skipped}`);
    return { instances: { skipped } };
  }
}

/** The catalogue import at 100,000 products × 6 sizes on PostgreSQL, then the same files again (./import.ts). */
async function importPart() {
  const figures = await measureImport();
  printTable(
    `Catalogue import on PostgreSQL: ${figures.products.toLocaleString("en")} products, ${figures.skus.toLocaleString("en")} SKUs, ${figures.stockRows.toLocaleString("en")} stock rows (${figures.showroomsPerSku} of 20 showrooms per SKU)`,
    figures.runs.map(({ run, seconds, peakRssMiB, code }) => ({ run, seconds, peakRssMiB, exitCode: code })),
  );
  for (const r of figures.runs) console.log(`${r.run}:\n  ${r.report.join("\n  ")}`);
  return { import: figures };
}

async function main() {
  const parts = selectedParts(process.argv.slice(2));
  const all = parts.length === PARTS.length;
  const started = new Date();
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
  console.log(
    `Benchmark ${started.toISOString()} on ${machine}${PG_URL ? " (throughput on PostgreSQL)" : ""}${all ? "" : ` (only ${parts.join(", ")})`}`,
  );

  const figures: Record<string, unknown> = {};
  if (parts.includes("lighthouse")) Object.assign(figures, await lighthousePart());
  if (parts.includes("interaction")) Object.assign(figures, await interactionPart());
  if (parts.includes("throughput")) Object.assign(figures, await throughputPart());
  if (parts.includes("listing")) Object.assign(figures, await listingPart());
  if (parts.includes("search")) Object.assign(figures, await searchPart());
  if (parts.includes("instances")) Object.assign(figures, await instancesPart(parts.length === 1));
  if (parts.includes("filters")) Object.assign(figures, await filtersPart());
  if (parts.includes("burst")) Object.assign(figures, await burstPart());
  if (parts.includes("import")) Object.assign(figures, await importPart());
  if (parts.includes("observe")) Object.assign(figures, await observePart());

  const results = {
    date: started.toISOString(),
    machine,
    ...(all ? {} : { parts }),
    database: PG_URL ? "postgresql (throughput, shoppers)" : "pglite",
    ...figures,
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2));
  console.log(`\nWritten to ${OUT}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
