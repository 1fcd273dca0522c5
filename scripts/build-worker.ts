/**
 * `npm run build`'s last step: the service worker (app/serwist/sw.ts) compiled once, after `next build`, into
 * public/serwist/sw.js and its source map, a static file of the release that every server serves as it is (`next
 * start`, the standalone server with `public` copied beside it, the image). Nothing bundles at request time: a server
 * never needs the worker's sources, esbuild, or a page cache entry to answer /serwist/sw.js (docs/adr/0009-offline.md).
 *
 * Serwist's own route factory does the work, with its documented options: esbuild bundles the worker and injects the
 * precache list, the application shell: the build's style sheets and scripts (hashed names, so a release replaces
 * them) and each language's offline page, whose revision is a digest of those files (the page changes only with the
 * code). `Service-Worker-Allowed: /` is next.config.ts's header for the file.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_SEGMENT, SERVICE_WORKER_URL } from "../lib/domain/system/worker-registration";
import { LOCALES } from "../lib/i18n/config";
import { localHref } from "../lib/i18n/route";

const ROOT = process.cwd();
const DIST = process.env.NEXT_DIST_DIR || ".next";
/**
 * public/serwist for /serwist/sw.js; another folder as the first argument (the test harness's second build writes into
 * its standalone copy of public, so that the checkout's public keeps the worker of its usual build).
 */
const OUT = path.resolve(ROOT, process.argv[2] ?? path.join("public", path.posix.dirname(SERVICE_WORKER_URL)));

const worker = createSerwistRoute({
  swSrc: "app/serwist/sw.ts",
  useNativeEsbuild: true,
  globDirectory: ROOT,
  globPatterns: [`${DIST}/static/**/*.{js,css}`],
  // The largest chunk is far below this; a file above it would be left to the runtime cache.
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  manifestTransforms: [
    async (entries) => {
      const digest = createHash("sha256");
      for (const entry of entries) digest.update(`${entry.url} ${entry.revision ?? ""}\n`);
      const revision = digest.digest("hex").slice(0, 16);
      const offline = LOCALES.map((lang) => ({ url: localHref(lang, `/${OFFLINE_SEGMENT}`), revision, size: 0 }));
      return { manifest: [...entries, ...offline], warnings: [] };
    },
  ],
});

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const files = await worker.generateStaticParams();
  for (const { path: file } of files) {
    const answer = await worker.GET(new Request(`http://build.invalid/serwist/${file}`), {
      params: Promise.resolve({ path: file }),
    });
    const body = await answer.text();
    if (!answer.ok || !body) throw new Error(`the service worker's ${file} came out empty`);
    writeFileSync(path.join(OUT, file), body);
  }
  console.log(`service worker: ${files.map((f) => path.relative(ROOT, path.join(OUT, f.path))).join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
