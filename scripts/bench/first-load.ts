/**
 * What a page's first load costs in a browser (issue #35): the compressed script it fetches until the network is
 * idle, split into the page's own entry scripts and the chunks loaded later, and the document's size (HTML with its
 * inlined RSC payload, uncompressed). `npx tsx scripts/bench/first-load.ts <origin> <path>...` against a running
 * production server; `npm run bench` measures the same in its Lighthouse part.
 */
import { chromium } from "@playwright/test";

export interface FirstLoad {
  path: string;
  /** The scripts the document names (its `<script src>`): the page's own first load, compressed. */
  documentScriptBytes: number;
  documentScripts: number;
  /** Every script fetched until the network is idle: also chunks loaded on mount and the chunks of the routes the
   * router prefetches (links in view), so it varies between runs with what the prefetch reached. */
  scriptBytes: number;
  scripts: number;
  documentBytes: number;
  rscFlightBytes: number;
}

export async function measureFirstLoad(
  origin: string,
  paths: string[],
  executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium",
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath });
  const out: FirstLoad[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = new Map<string, Promise<number>>();
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          sizes.set(
            new URL(request.url()).pathname,
            request.sizes().then((s) => s.responseBodySize),
          );
      });
      const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
      const html = response ? await response.text() : "";
      const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].reduce(
        (n, m) => n + (JSON.parse(m[1]) as string).length,
        0,
      );
      const named = new Set(
        [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(
          (m) => new URL(m[1]!.replaceAll("&amp;", "&"), origin).pathname,
        ),
      );
      const all = await Promise.all([...sizes].map(async ([url, size]) => ({ url, bytes: await size })));
      const own = all.filter((s) => named.has(s.url));
      const sum = (rows: { bytes: number }[]) => rows.reduce((a, b) => a + b.bytes, 0);
      out.push({
        path,
        documentScriptBytes: sum(own),
        documentScripts: own.length,
        scriptBytes: sum(all),
        scripts: all.length,
        documentBytes: Buffer.byteLength(html),
        rscFlightBytes: flight,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (process.argv[1]?.endsWith("first-load.ts")) {
  const [origin, ...paths] = process.argv.slice(2);
  void measureFirstLoad(origin!, paths).then((rows) => {
    for (const r of rows) {
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `${r.path}\tdocument's scripts ${kb(r.documentScriptBytes)} KB in ${r.documentScripts} files\tall until idle ${kb(r.scriptBytes)} KB in ${r.scripts} files\tdocument ${(r.documentBytes / 1024).toFixed(1)} KB (RSC payload ${(r.rscFlightBytes / 1024).toFixed(1)} KB)`,
      );
    }
  });
}
